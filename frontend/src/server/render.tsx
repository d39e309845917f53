import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App } from '../app/App';
import { companyWordsReady } from '../app/companyWords';
import { appRoutes } from '../app/router';
import { shopperWordsReady } from '../app/shopperWords';
import { makeStore, type RootState } from '../app/store';
import { api } from '../shared/api';
import { createHttpClient } from '../shared/http';
import { startI18n, switchLanguage, type Language } from '../shared/i18n';
import { memoryKeyValueStore } from '../shared/services';
import { pageAssets } from './pageAssets';

/**
 * The storefront rendered on the server (issue 29): the same routes, store and endpoints as the
 * browser's app. A render finds the reads the page makes (RTK Query's hooks start them as they
 * render on the server, shared/api.ts), awaits them, and renders again until a render asks for
 * nothing new; its HTML, antd's styles for it and the store's answers go into the page, and the
 * browser hydrates it (main.tsx) without reading them again.
 */
export interface RenderRequest {
  /** The page's address: path and query. */
  url: string;
  lang: Language;
  /** Where the shop's API answers, seen from this process: its own port. */
  apiBase: string;
  /** The shopper's cookie, sent with the page's reads (the session, a guest's cart). */
  cookie?: string;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** antd's style tags for what the page shows: first in the head, before the shop's stylesheets. */
  antdStyles: string;
  /** The page's own stylesheets (links for the head). */
  styles: string;
  /** The modules the page's code needs, for the entry to fetch once the page is drawn (src/start.ts). */
  code: string[];
  /** The store's state, as JSON safe inside a script block. */
  state: string;
}

/** Every language's words, loaded once: a render then never waits for a catalogue. */
let words: Promise<void> | null = null;
const loadWords = () =>
  (words ??= (async () => {
    await startI18n('en');
    await Promise.all([shopperWordsReady(), companyWordsReady()]);
    await switchLanguage('vi');
    await Promise.all([shopperWordsReady(), companyWordsReady()]);
  })());

// Loaded as the module is: the first page does not wait for them.
void loadWords();

/** Renders run one at a time: i18next's language is the process's own. */
let queue: Promise<unknown> = Promise.resolve();

/** Renders, then at most this many more rounds of reads (a product, then its reviews, ...). */
const maxRounds = 5;

const nothing = () => undefined;

function renderToText(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      // Every part in place, however large: a page read without JavaScript shows it all (React
      // otherwise sends a large part after the page, for its own script to move in).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      // An error inside a boundary leaves that part to the browser, which renders it again.
      onError: nothing,
    });
  });
}

/** The answers the browser takes over: the api's finished reads, the session as the auth slice holds it. */
function takenOver(state: RootState): string {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, query]) => query?.status === 'fulfilled'),
  );
  // Only the server's answers and who is signed in: the rest (this device's address, checkout's step)
  // is the browser's own and starts from its storage as usual.
  const kept = { api: { ...state.api, queries, mutations: {}, subscriptions: {} }, auth: state.auth };
  return JSON.stringify(kept).replace(/</g, '\\u003c');
}

/** The shopper's cookie with the page's language in it (`?lang=` may have chosen another). */
const cookieFor = (cookie: string | undefined, lang: Language) =>
  [`lang=${lang}`, ...(cookie ?? '').split(/;\s*/).filter((part) => part && !part.startsWith('lang='))].join('; ');

async function renderNow({ url, lang, apiBase, cookie }: RenderRequest): Promise<RenderedPage | null> {
  await loadWords();
  await switchLanguage(lang);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, apiBase)));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore({
    toast: { success: nothing, error: nothing, info: nothing },
    navigate: nothing,
    redirect: nothing,
    session: memoryKeyValueStore(),
    local: memoryKeyValueStore(),
    connectLive: () => new Promise(nothing),
    http: createHttpClient({ base: apiBase, headers: { cookie: cookieFor(cookie, lang) } }),
  });
  let html = '';
  let cache = createCache();
  for (let round = 0; round <= maxRounds; round++) {
    cache = createCache();
    html = await renderToText(
      <StyleProvider cache={cache}>
        <Provider store={store}>
          <App worded>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </Provider>
      </StyleProvider>,
    );
    const reads = store.dispatch(api.util.getRunningQueriesThunk());
    if (reads.length === 0) break;
    await Promise.all(reads);
  }
  const { styles, code } = pageAssets(new URL(url, apiBase).pathname);
  return { html, antdStyles: extractStyle(cache), styles, code, state: takenOver(store.getState()) };
}

/**
 * The most a render may take, its reads included: past it the page goes out as the app's empty
 * root (the browser draws it, as before issue 29), and the next page's render starts. A read that
 * never answers must not hold every page behind it.
 */
export const renderBudgetMs = 8_000;

const withinBudget = <T,>(work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the render took more than ${renderBudgetMs} ms`)), renderBudgetMs);
    timer.unref?.();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** One page rendered in the request's language, with its data; null for an address that is no page. */
export function render(request: RenderRequest): Promise<RenderedPage | null> {
  const next = queue.then(() => withinBudget(renderNow(request)));
  queue = next.catch(nothing);
  return next;
}
