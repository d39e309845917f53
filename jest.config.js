/** Unit, API and adapter tests (`*.test.ts`), and browser tests (`*.e2e.ts`) as a second project. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/data/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

module.exports = {
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/totalsReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
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
