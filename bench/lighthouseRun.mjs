// The Lighthouse half of `npm run bench:web`, in plain Node: under tsx, Lighthouse's functions that
// run in the page carry esbuild's `__name` helper, which the page does not have. Takes the URLs as
// arguments, audits each BENCH_RUNS times in Debian's Chromium, and prints one JSON line a run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
/** BENCH_REPORTS=dir keeps each run's whole report there (its LCP phases, main-thread work, requests). */
const reports = process.env.BENCH_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
const reportName = (url, run) =>
  `${(new URL(url).pathname.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home').slice(0, 60)}-${run + 1}.json`;

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

/**
 * One audit with the default config (the mobile preset, throttling simulated). Lighthouse now and
 * then fails to record the trace (NO_NAVSTART, NO_FCP on a busy machine) and asks to be run
 * again: it is, up to three times, before the page counts as failed.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    process.stderr.write(`${url}: ${result.lhr.runtimeError.code}, trying again\n`);
  }
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
      const lhr = await audit(url);
      if (reports) writeFileSync(path.join(reports, reportName(url, i)), JSON.stringify(lhr));
      process.stdout.write(`${JSON.stringify(summary(url, lhr))}\n`);
    }
  }
} finally {
  chrome.kill();
}
