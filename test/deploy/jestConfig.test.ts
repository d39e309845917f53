import path from 'node:path';

// jest.config.js is CommonJS, as jest reads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.resolve(__dirname, '../../jest.config.js')) as {
  projects: { displayName: string; testPathIgnorePatterns: string[] }[];
};

describe("jest's own configuration", () => {
  it('keeps every test of a checkout that lives under a /dist/ or /data/ folder, and still ignores its build and data', () => {
    const checkout = '/srv/dist/data/main';
    for (const project of config.projects) {
      const ignored = project.testPathIgnorePatterns.map((p) => new RegExp(p.replace('<rootDir>', checkout)));
      const isIgnored = (file: string) => ignored.some((pattern) => pattern.test(file));
      expect([project.displayName, isIgnored(`${checkout}/test/api/auth.test.ts`)]).toEqual([
        project.displayName,
        false,
      ]);
      expect(isIgnored(`${checkout}/e2e/auth.e2e.ts`)).toBe(false);
      expect(isIgnored(`${checkout}/frontend/dist/assets/x.test.ts`)).toBe(true);
      expect(isIgnored(`${checkout}/node_modules/zod/x.test.ts`)).toBe(true);
      expect(isIgnored(`${checkout}/frontend/node_modules/y/z.test.ts`)).toBe(true);
    }
  });
});
