/**
 * Jest transform: TypeScript and TSX to CommonJS with esbuild (already here for tsx and Vite).
 * Chosen over swc and babel because its platform binaries are all on the package registry this
 * project installs from, so `npm ci` works from the lockfile on any machine.
 */
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');

const loaderFor = (file) =>
  file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : file.endsWith('.jsx') ? 'jsx' : 'js';

module.exports = {
  process(source, filename) {
    const result = transformSync(source, {
      loader: loaderFor(filename),
      format: 'cjs',
      target: 'es2022',
      jsx: 'automatic',
      // Jest runs CommonJS without --experimental-vm-modules, where `import()` throws: lazy screens
      // (React.lazy) load through require instead, in a promise as before.
      supported: { 'dynamic-import': false },
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code: result.code };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(source).update(filename).update('esbuild-cjs-2').digest('hex');
  },
};
