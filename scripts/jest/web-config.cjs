// Jest settings of the browser packages (host and remotes): jsdom, swc, the shared DOM setup.
const os = require('node:os');
const transformIgnoreExcept = require('./transform-ignore.cjs');

module.exports = function webJestConfig() {
  return {
    testEnvironment: '<rootDir>/node_modules/@lab/shared/src/testing/jsdom-environment.cjs',
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
    transformIgnorePatterns: transformIgnoreExcept(['@ant-design/colors', '@ant-design/fast-color', '@rc-component', '@babel/runtime']),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: ['<rootDir>/node_modules/@lab/shared/src/testing/jest-setup.ts'],
    moduleNameMapper: {
      '\\.css$': '<rootDir>/node_modules/@lab/shared/src/testing/empty-module.ts',
      // antd's per-component ES modules (the host's sign-in page) are its CommonJS ones under jest.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // the two indexes that require everything they name, read one export at a time instead
      '^antd$': '<rootDir>/node_modules/@lab/shared/src/testing/antd-on-demand.cjs',
      '^@ant-design/icons$': '<rootDir>/node_modules/@lab/shared/src/testing/icons-on-demand.cjs',
    },
    // on the two-core CI machine, with the API's suites running beside them, a screen's first
    // render (antd and the charts loading) has taken over 15 s; a timeout is for a hang, not a slow core
    testTimeout: 30000,
    // jest's default is one worker fewer than the cores: one on the two-core CI machine, where the
    // other core is idle once CI's background lane is done; two workers use it then
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  };
};
