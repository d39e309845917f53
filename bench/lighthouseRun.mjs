// The Lighthouse half of `npm run bench:web`, in plain Node: under tsx, Lighthouse's functions that
// run in the page carry esbuild's `__name` helper, which the page does not have. Takes the URLs as
// arguments, audits each BENCH_RUNS times in Debian's Chromium, and prints one JSON line a run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

/** What the table shows of one report. */
function summary(url, lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? [];
  return {
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    lcpElement: node?.selector ?? node?.snippet ?? '',
    renderBlocking: blocking.map((b) => b.url),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const url of process.argv.slice(2)) {
    for (let i = 0; i < runs; i++) {
      // The default config: the mobile preset, throttling simulated.
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      process.stdout.write(`${JSON.stringify(summary(url, result.lhr))}\n`);
    }
  }
} finally {
  chrome.kill();
}
