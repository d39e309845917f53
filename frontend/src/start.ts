/**
 * The page's entry: the app starts once the browser has drawn the server's HTML (its first frame),
 * not before. A server-rendered page is whole without it; run before the first paint, its ~700 ms
 * of start-up (under a phone's CPU) would hold the paint back (issue 29). Its code is fetched
 * meanwhile (the server announces it: server/pageAssets.ts). A page opened in a background tab,
 * where no frame is drawn, starts at once.
 */
const start = () => void import('./main');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
