const transformIgnoreExcept = require('../scripts/jest/transform-ignore.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  // @ant-design/icons (BackLink, ListFilterBar) pulls in these ESM-only packages
  transformIgnorePatterns: transformIgnoreExcept(['@ant-design/colors', '@ant-design/fast-color', '@rc-component', '@babel/runtime']),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // its React pieces are tested through antd's dialogs and animations, as the browser packages'
  // screens are: the same allowance as theirs (scripts/jest/web-config.cjs), so a loaded CI
  // machine does not fail a test that is only slow
  testTimeout: 30000,
};
