module.exports = require('../scripts/webpack/remote-config.cjs')({
  dir: __dirname,
  name: 'clinical',
  port: 3001,
});
