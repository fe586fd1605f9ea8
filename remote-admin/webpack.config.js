module.exports = require('../scripts/webpack/remote-config.cjs')({
  dir: __dirname,
  name: 'admin',
  port: 3003,
  exposes: {
    './users': './src/users/UsersArea.tsx',
    './institutions': './src/institutions/InstitutionsArea.tsx',
    './analytics': './src/analytics/AnalyticsArea.tsx',
    './cms': './src/cms/CmsArea.tsx',
  },
});
