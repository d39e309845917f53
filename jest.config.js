/**
 * Test lanes, each a jest project; the file's name decides its lane, so a new test needs no
 * config (STYLE.md, Tests):
 *
 * - unit:       `*.test.ts` — pure: no server, no Redis, no browser (a temporary folder is fine)
 * - components: `frontend/src/**\/*.test.tsx` — screens rendered in jsdom
 * - api:        `*.int.test.ts` — boots a shop over HTTP, or talks to a real server (Redis, SMTP, HTTP)
 * - slow:       `*.slow.test.ts` — image builds, the fuzz suite, the distributed stack and services
 * - e2e:        `e2e/**\/*.e2e.ts` — the real UI in Chromium
 *
 * `npm test` runs them all; `npm run test:<lane>` one of them.
 */

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
  // The server render's bundle (frontend/dist-ssr) is built CommonJS already: loaded as it is.
  transformIgnorePatterns: [
    '/node_modules/(?!(antd|@ant-design|@rc-component|rc-[^/]+|dinero\\.js)/)',
    '/frontend/dist-ssr/',
  ],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/styleModule.js' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
};

/** The lanes with a suffix of their own; unit is every other `*.test.ts`. */
const suffixed = ['!**/*.int.test.ts', '!**/*.slow.test.ts'];

module.exports = {
  maxWorkers: 2,
  // A busy CI machine (2 cores, browser and shops running side by side) can take several seconds to
  // start a shop in beforeAll, and a screen test of antd in jsdom takes tens of seconds there; tests
  // wait for conditions, so a generous bound only matters on a hang.
  testTimeout: 60_000,
  // The totals reporter prints the plain `N passed, M failed` line .ci/run reads, once for the whole run.
  reporters: ['default', '<rootDir>/test/totalsReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      setupFiles: ['<rootDir>/frontend/src/testing/i18n.ts'],
      testMatch: ['<rootDir>/**/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts', ...suffixed],
    },
    {
      ...common,
      displayName: 'components',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/frontend/src/testing/dom.ts', '<rootDir>/frontend/src/testing/i18n.ts'],
      testMatch: ['<rootDir>/frontend/src/**/*.test.tsx'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
    },
    {
      ...common,
      displayName: 'slow',
      testMatch: ['<rootDir>/**/*.slow.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
    },
  ],
};
