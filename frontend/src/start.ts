/**
 * The page's entry. A page the server drew (issue 29) is whole without its code: its text, prices,
 * pictures and links are in the HTML. Its code is then fetched only once the browser has drawn the
 * page and the pictures it shows first (`fetchpriority="high"`) have come, so on a phone's slow
 * connection they do not share the line with 190 KB of JavaScript. The server lists the modules
 * the page needs (`#page-code`): they are announced together, then the app starts and hydrates.
 * Any other page (the back office, a shopper's forms), or one opened in a tab nobody sees, starts
 * at once.
 */
const listed = document.getElementById('page-code');

/** The longest the app waits for the first screen: a stalled picture does not hold it back. */
const picturesWaitMs = 3000;

function start() {
  const modules: unknown = JSON.parse(listed?.textContent || '[]');
  for (const href of Array.isArray(modules) ? modules : []) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

/**
 * Once the page's first frame is drawn and its first pictures have come (or failed); at the
 * latest after `picturesWaitMs`, or as soon as the tab is hidden (a hidden tab draws no frames).
 */
function afterFirstScreen(then: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', onHidden);
    then();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') go();
  };
  document.addEventListener('visibilitychange', onHidden);
  setTimeout(go, picturesWaitMs);
  requestAnimationFrame(() =>
    setTimeout(() => {
      const first = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
        (img) => !img.complete,
      );
      let waiting = first.length;
      // One frame more: a picture that has come is drawn in the next frame.
      const drawn = () => requestAnimationFrame(() => setTimeout(go, 0));
      if (waiting === 0) return go();
      const one = () => {
        waiting -= 1;
        if (waiting === 0) drawn();
      };
      for (const img of first) {
        img.addEventListener('load', one, { once: true });
        img.addEventListener('error', one, { once: true });
      }
    }, 0),
  );
}

if (!listed || document.visibilityState === 'hidden') start();
else afterFirstScreen(start);
