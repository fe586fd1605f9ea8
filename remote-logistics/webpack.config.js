module.exports = require('../scripts/webpack/remote-config.cjs')({
  dir: __dirname,
  name: 'logistics',
  port: 3002,
  exposes: {
    './inventory': './src/inventory/InventoryArea.tsx',
    './fulfillment': './src/fulfillment/FulfillmentArea.tsx',
  },
});
