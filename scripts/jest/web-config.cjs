// Jest settings of the browser packages (host and remotes): jsdom, swc, the shared DOM setup.
const transformIgnoreExcept = require('./transform-ignore.cjs');

module.exports = function webJestConfig() {
  return {
    testEnvironment: '<rootDir>/node_modules/@lab/shared/src/testing/jsdom-environment.cjs',
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
    transformIgnorePatterns: transformIgnoreExcept(['@ant-design/colors', '@ant-design/fast-color', '@rc-component', '@babel/runtime']),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: ['<rootDir>/node_modules/@lab/shared/src/testing/jest-setup.ts'],
    moduleNameMapper: {
      '\\.css$': '<rootDir>/node_modules/@lab/shared/src/testing/empty-module.ts',
      // antd's per-component ES modules (the host's sign-in page) are its CommonJS ones under jest.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    // on the two-core CI machine, with the API's suites running beside them, a screen's first
    // render (antd and the charts loading) has taken over 15 s; a timeout is for a hang, not a slow core
    testTimeout: 30000,
  };
};
