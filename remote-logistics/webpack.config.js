module.exports = require('../scripts/webpack/remote-config.cjs')({
  dir: __dirname,
  name: 'logistics',
  port: 3002,
});
