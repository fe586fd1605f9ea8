const transformIgnoreExcept = require('../scripts/jest/transform-ignore.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // ESM-only dependencies of light-my-request and @fastify/swagger-ui
  transformIgnorePatterns: transformIgnoreExcept(['content-disposition', 'cookie']),
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
  // Migrate and seed once per run; every test file copies the result (src/test/test-database.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
};
