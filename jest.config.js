/** Unit, API and adapter tests (`*.test.ts`), and browser tests (`*.e2e.ts`) as a second project. */

const common = {
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/test/esbuildTransform.js' },
  // Anchored to the checkout: a checkout that itself lives under a /dist/ folder still has tests.
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/.*/node_modules/',
    '<rootDir>/frontend/dist/',
    '<rootDir>/data/',
  ],
  // antd's packages ship ES modules only; component tests (jsdom) load them, so they are transformed too.
  transformIgnorePatterns: ['/node_modules/(?!(antd|@ant-design|@rc-component|rc-[^/]+|dinero\\.js)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/styleModule.js' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

module.exports = {
  maxWorkers: 2,
  // A busy CI machine (2 cores, browser and shops running side by side) can take several seconds to
  // start a shop in beforeAll, and a screen test of antd in jsdom takes tens of seconds there; tests
  // wait for conditions, so a generous bound only matters on a hang.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/test/totalsReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/frontend/src/testing/dom.ts', '<rootDir>/frontend/src/testing/i18n.ts'],
      testMatch: ['<rootDir>/**/src/**/*.test.ts', '<rootDir>/**/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
    },
  ],
};
