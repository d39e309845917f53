import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * The app's start and the shop's layout: the store, every shop slice and saga, the HTTP client,
 * the router, the header, the language and the parts of their libraries they use, which every
 * shop page loads. The back office imports many of them too; left to itself the bundler would
 * split each shared one into a small file of its own, and a shopper's first load grows by what
 * many small files compress worse than one (about 15 KB gzipped on a shop page).
 */
const start = /\/src\/(main\.tsx|app\/layout\/ShopLayout\.tsx)$/;
/**
 * A library's barrel (`antd`'s index re-exports every component): importing one part through it
 * does not bring the others, so a path through a barrel says nothing of what the start needs.
 */
const barrel = /\/node_modules\/(@[^/]+\/)?[^/]+\/(es\/|lib\/|dist\/(esm\/|es\/)?)?index\.m?js$/;

function fromStart(id: string, graph: ModuleGraph, memo: Map<string, boolean>, seen = new Set<string>()): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  if (start.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const found = (graph.getModuleInfo(id)?.importers ?? []).some(
    (i) => !barrel.test(i) && fromStart(i, graph, memo, seen),
  );
  memo.set(id, found);
  return found;
}

const memo = new Map<string, boolean>();

/**
 * The app's code and styles announced in `index.html` (`data-app`), so a page the server does not
 * draw (checkout, sign-in, the back office) fetches them beside its small entry, which starts the
 * app at once. A page the server draws has them taken out again: its entry fetches them once the
 * page is drawn (src/start.ts, query-service's pageHead.ts).
 */
function announceApp(): Plugin {
  return {
    name: 'announce-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunkOf = (file: string) => {
          const item = bundle[file];
          return item?.type === 'chunk' ? item : null;
        };
        const main = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('/src/main.tsx'),
        );
        if (!main || main.type !== 'chunk') return [];
        const own = new Set([ctx.chunk?.fileName, ...(ctx.chunk?.imports ?? [])]);
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (file: string) => {
          if (js.has(file)) return;
          js.add(file);
          const chunk = chunkOf(file);
          for (const sheet of chunk?.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const next of chunk?.imports ?? []) visit(next);
        };
        visit(main.fileName);
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}`, 'data-app': true },
          injectTo: 'head',
        });
        return [
          ...[...css].map((file) => link('stylesheet', file)),
          ...[...js].filter((file) => !own.has(file)).map((file) => link('modulepreload', file)),
        ];
      },
    },
  };
}

// In development the API runs on the standalone shop (npm start, port 8080).
export default defineConfig(({ isSsrBuild }) => ({
  // The server's render (src/server/render.tsx, `vite build --ssr`): one bundle with its libraries,
  // loaded by the shop's page routes; the browser's build below is the app.
  // Production code of React and antd whatever the server's NODE_ENV (a test's is 'test').
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        define: { 'process.env.NODE_ENV': '"production"' },
        publicDir: false as const,
      }
    : {}),
  // Every text asset also as .br and .gz beside it, so the shop serves them compressed at no cost.
  plugins: [
    react(),
    !isSsrBuild && announceApp(),
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg|json|txt)$/,
        threshold: 1024,
      }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // CommonJS: Node loads it as well, and so does a test's module loader (jest's, without
        // --experimental-vm-modules).
        ...(isSsrBuild ? { format: 'cjs' as const, entryFileNames: '[name].cjs' } : {}),
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                // The loader of lazy chunks on its own: the page's entry (src/start.ts) needs it
                // alone, and must not bring the app it starts later.
                { name: (id) => (id.includes('vite/preload-helper') ? 'loader' : null) },
                {
                  name: (id, graph) => (!start.test(id) && fromStart(id, graph, memo) ? 'app' : null),
                },
              ],
            },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/socket.io': { target: 'ws://localhost:8080', ws: true },
    },
  },
}));
