import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No import cycles, `import type` included: lint's import-x/no-cycle follows value imports only,
 * and a cycle of types alone still ties modules together (QueryDeps once made app.ts and 17 route
 * files import each other). Every package's sources, resolved as TypeScript resolves them.
 */
const root = path.resolve(__dirname, '../..');
const sources = [
  'contracts',
  'domain',
  'infrastructure',
  'demo',
  'command-service',
  'query-service',
  'workers',
  'standalone',
  'frontend',
].map((pkg) => path.join(root, pkg, 'src'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each file's imports (values and types) that resolve to another of our sources. */
function importGraph(files: string[]): Map<string, string[]> {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
  const ours = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined)
        .map((target) => realpathSync(target))
        .filter((target) => ours.has(target) && target !== file);
      return [file, targets];
    }),
  );
}

/** The strongly connected groups of more than one file (Tarjan): each holds a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(root, member));
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  const files = sources.flatMap(filesUnder).map((file) => realpathSync(file));
  const graph = importGraph(files);

  it('resolve our own packages to their sources', () => {
    const app = graph.get(realpathSync(path.join(root, 'query-service/src/app.ts')))!;
    expect(app.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['contracts/src/index.ts', 'query-service/src/deps.ts', 'query-service/src/users.ts']),
    );
  });

  it('form no cycle, not even through types alone', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('count an import of types alone, and a cycle of such imports is named', () => {
    const users = realpathSync(path.join(root, 'query-service/src/users.ts'));
    expect(graph.get(users)).toContain(realpathSync(path.join(root, 'query-service/src/deps.ts')));
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
