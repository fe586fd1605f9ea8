module.exports = require('../scripts/webpack/remote-config.cjs')({
  dir: __dirname,
  name: 'clinical',
  port: 3001,
  exposes: {
    './patients': './src/patients/PatientsArea.tsx',
    './tests': './src/tests/TestsArea.tsx',
    './results': './src/results/ResultsArea.tsx',
  },
});
