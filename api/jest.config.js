// ESM-only dependencies (of light-my-request and @fastify/swagger-ui) must be compiled for jest.
const esmOnly = ['content-disposition', 'cookie'];
const notEsm = esmOnly.map((name) => `\\.pnpm/${name}@|${name}/`).join('|');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  transformIgnorePatterns: [`/node_modules/(?!${notEsm})`],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
};
