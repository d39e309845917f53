import path from 'node:path';

// jest.config.js is CommonJS, as jest reads it; jest-util holds the glob matcher jest itself uses
// for testMatch (installed with jest).
/* eslint-disable @typescript-eslint/no-require-imports */
const config = require(path.resolve(__dirname, '../../jest.config.js')) as {
  projects: { displayName: string; testMatch: string[]; testPathIgnorePatterns: string[] }[];
};
const { globsToMatcher } = require('jest-util') as { globsToMatcher(globs: string[]): (file: string) => boolean };
/* eslint-enable @typescript-eslint/no-require-imports */

describe("jest's own configuration", () => {
  it('keeps every test of a checkout that lives under a /dist/ or /data/ folder, and still ignores its build and data', () => {
    const checkout = '/srv/dist/data/main';
    for (const project of config.projects) {
      const ignored = project.testPathIgnorePatterns.map((p) => new RegExp(p.replace('<rootDir>', checkout)));
      const isIgnored = (file: string) => ignored.some((pattern) => pattern.test(file));
      expect([project.displayName, isIgnored(`${checkout}/test/api/auth.int.test.ts`)]).toEqual([
        project.displayName,
        false,
      ]);
      expect(isIgnored(`${checkout}/e2e/auth.e2e.ts`)).toBe(false);
      expect(isIgnored(`${checkout}/frontend/dist/assets/x.test.ts`)).toBe(true);
      expect(isIgnored(`${checkout}/node_modules/zod/x.test.ts`)).toBe(true);
      expect(isIgnored(`${checkout}/frontend/node_modules/y/z.test.ts`)).toBe(true);
    }
  });

  it('puts a new test file in its lane by its name alone, in exactly one lane', () => {
    const root = '/srv/tavico';
    const lanesOf = (file: string) =>
      config.projects
        .filter((project) => globsToMatcher(project.testMatch.map((glob) => glob.replace('<rootDir>', root)))(file))
        .map((project) => project.displayName);
    const expected: [string, string][] = [
      ['domain/src/cart/newRule.test.ts', 'unit'],
      ['frontend/src/features/cart/cartSagas.test.ts', 'unit'],
      ['test/deploy/newCheck.test.ts', 'unit'],
      ['frontend/src/features/cart/NewSheet.test.tsx', 'components'],
      ['test/api/newRoute.int.test.ts', 'api'],
      ['infrastructure/src/queue/newAdapter.int.test.ts', 'api'],
      ['test/api/newFuzz.slow.test.ts', 'slow'],
      ['test/services/newService.slow.test.ts', 'slow'],
      ['e2e/newScreen.e2e.ts', 'e2e'],
    ];
    expect(expected.map(([file]) => [file, lanesOf(`${root}/${file}`)])).toEqual(
      expected.map(([file, lane]) => [file, [lane]]),
    );
    // Helpers beside the tests are no tests.
    expect(lanesOf(`${root}/test/support/scenario.ts`)).toEqual([]);
    expect(lanesOf(`${root}/e2e/support/page.ts`)).toEqual([]);
  });
});
