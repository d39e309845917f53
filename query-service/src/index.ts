export { createQueryApp, createQuerySide } from './app';
export type { ChatDeps, QueryDeps } from './deps';
export { attachSockets } from './sockets';
export { pollCheckpoints, readYourWrites, type WaitForPosition } from './positions';
export { chatDeps } from './chat/setup';
export { pageRoutes, sitemapPaths, type PageDeps } from './pages';
export { renderPage } from './pageHead';
export { serverRender, type PageRenderer } from './renderedPages';
export { transferQrPayload, transferQrSvg } from './transferQr';
