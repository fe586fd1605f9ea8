module.exports = require('../scripts/jest/web-config.cjs')();
