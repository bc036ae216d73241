/* global window, document, requestAnimationFrame, addEventListener, history -- evaluated in the page */
/**
 * What a person feels on the 1,000,000-row table: how soon the first rows are drawn, how smooth a wheel fling is,
 * how soon Ctrl+End shows the last rows, and how much JavaScript heap the tab keeps after a trip through all rows.
 */
const { installProbes, within, median, percentile } = require('./browser');

/**
 * The requests a tab has finished, its workers' included (the page's inline script reads a table's data in one,
 * shell/src/early/early-reads.ts, so the page's own resource timing does not list them), on the page's clock.
 */
function watchRequests(tab) {
  const finished = [];
  tab.on('requestfinished', (request) => finished.push(request));
  return async () => {
    const origin = await tab.evaluate(() => performance.timeOrigin);
    return finished.map((request) => {
      const url = new URL(request.url());
      const { startTime, responseEnd } = request.timing();
      const start = startTime - origin;
      return { path: url.pathname + url.search, start, end: start + responseEnd };
    });
  };
}

/** Opens the table in a new tab and resolves once its first rows are drawn; returns the tab and its requests. */
async function openTable(context, url) {
  const tab = await context.newPage();
  tab.finishedRequests = watchRequests(tab);
  await tab.addInitScript(installProbes);
  await tab.goto(url);
  await within(
    tab.evaluate(() => window.__bench.firstCell),
    `first rows of ${url}`,
  );
  return tab;
}

/**
 * First rows, two ways, each the median of 3 after one untimed opening (server and HTTP cache warm): a fresh tab
 * loading the table's address (navigation start to the first filled cell on screen), and the table opened from
 * the projects page inside the app (a client-side route change, as a click on the table does).
 */
async function firstRows(context, baseUrl, seeded) {
  const url = baseUrl + seeded.millionPath;
  await (await openTable(context, url)).close();
  const load = [];
  const data = [];
  for (let i = 0; i < 3; i++) {
    const tab = await openTable(context, url);
    load.push(await tab.evaluate(() => window.__bench.firstCell));
    // where the time goes: when the grid's first read of the view's rows left and came back
    const read = (await tab.finishedRequests()).find((r) => r.path.includes('/api/v1/db/data/'));
    if (read) data.push(read);
    await tab.close();
  }
  const inApp = [];
  for (let i = 0; i < 3; i++) {
    const tab = await context.newPage();
    await tab.addInitScript(installProbes);
    await tab.goto(`${baseUrl}/projects`);
    await tab.waitForSelector('[data-testid=project-card]');
    const opened = tab.evaluate(async (path) => {
      const started = performance.now();
      history.pushState(null, '', path); // single-spa routes on pushState, as the app's own links do
      return (await window.__bench.firstCell) - started; // the probe has watched since the projects page
    }, seeded.millionPath);
    inApp.push(await within(opened, 'first rows opened from the projects page'));
    await tab.close();
  }
  return {
    load: median(load),
    loadRuns: load,
    dataStart: median(data.map((d) => d.start)),
    dataEnd: median(data.map((d) => d.end)),
    inApp: median(inApp),
    inAppRuns: inApp,
  };
}

/** Frame intervals recorded by requestAnimationFrame while `during` runs, and the rows drawn still loading. */
async function framesDuring(tab, during) {
  await tab.evaluate(() => {
    const frames = [];
    let busyFrames = 0;
    let last = 0;
    const tick = (now) => {
      if (!window.__frames) return;
      if (last) frames.push(now - last);
      last = now;
      // no layout read here (it would force one per frame): the active row, drawn even off screen, is left out
      if (document.querySelector('[role=row][aria-busy=true]:not(.grid-row-active)')) busyFrames++;
      requestAnimationFrame(tick);
    };
    const startTop = document.querySelector('.grid-scroller').scrollTop;
    window.__frames = { frames, busy: () => busyFrames, startTop };
    requestAnimationFrame(tick);
  });
  await during();
  return tab.evaluate(() => {
    const { frames, busy, startTop } = window.__frames;
    window.__frames = undefined;
    return { frames, busyFrames: busy(), scrolledPx: document.querySelector('.grid-scroller').scrollTop - startTop };
  });
}

/** 5 s of wheel events (deltaY 400 px every 16 ms) over the grid, dispatched through the DevTools protocol. */
async function fling(tab, seconds = 5) {
  const box = await tab.locator('.grid-scroller').boundingBox();
  const cdp = await tab.context().newCDPSession(tab);
  let wheels = 0;
  const result = await framesDuring(tab, async () => {
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const next = Date.now() + 16;
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        deltaX: 0,
        deltaY: 400,
      });
      wheels++;
      const wait = next - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  });
  await cdp.detach();
  return { wheels, ...summary(result) };
}

const REFRESH_MS = 1000 / 60;

function summary({ frames, busyFrames, scrolledPx }) {
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1),
    over16: sorted.filter((f) => f > 16.7).length,
    // At 60 Hz a frame lasts 16.67 ms and animation-frame intervals jitter by a fraction of a millisecond (16.8 ms
    // is still one refresh); a frame that missed its refresh lasts two or more (~33 ms): 1.5 refreshes tell them apart.
    late: sorted.filter((f) => f > REFRESH_MS * 1.5).length,
    // The same p95 with each interval counted in the refreshes it spanned (16.8 ms is one, 33.4 ms two): the frame
    // time the display shows, without the timer's jitter of +-0.1 ms (docs/PERFORMANCE.md, the grid's method).
    p95Refreshes: percentile(
      sorted.map((f) => Math.max(1, Math.round(f / REFRESH_MS))),
      95,
    ),
    busyFrames,
    scrolledPx,
  };
}

/** 5 s of the scroller moved 400 px at every animation frame by script: the drawing alone, no input pipeline. */
async function scriptedFling(tab, seconds = 5) {
  const result = await framesDuring(tab, () =>
    tab.evaluate(
      (ms) =>
        new Promise((resolve) => {
          const scroller = document.querySelector('.grid-scroller');
          const end = performance.now() + ms;
          const step = (now) => {
            if (now >= end) return resolve();
            scroller.scrollTop += 400;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      seconds * 1000,
    ),
  );
  return summary(result);
}

/** The tab's JavaScript heap in bytes after a full garbage collection. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * A trip through every row: the scroller moved to the end in 600 steps (about 40 screens each), two animation
 * frames apart, so the grid draws each stop and asks for its pages; then the last rows are waited for and the heap
 * is read after a GC. The largest heap seen without a GC on the way is reported too.
 */
async function flingThrough(tab) {
  const cdp = await tab.context().newCDPSession(tab);
  const before = await heapAfterGc(cdp);
  let peak = 0;
  const steps = 600;
  const started = Date.now();
  for (let step = 1; step <= steps; step++) {
    await tab.evaluate(
      ([k, n]) =>
        new Promise((resolve) => {
          const scroller = document.querySelector('.grid-scroller');
          scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * k) / n;
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      [step, steps],
    );
    if (step % 50 === 0) peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
  }
  const seconds = (Date.now() - started) / 1000;
  await tab.waitForFunction(() => !window.__bench.busyOnScreen());
  const after = await heapAfterGc(cdp);
  await cdp.detach();
  return { before, peak, after, seconds, steps };
}

/** What the grid shows, for an error message when a wait runs out. */
function gridState(tab, selector) {
  return tab.evaluate(async (sel) => {
    const rows = [...document.querySelectorAll('[role=row]')];
    const frame = await Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => resolve('fires'))),
      new Promise((resolve) => setTimeout(() => resolve('stalled'), 1000)),
    ]);
    return {
      focused: document.activeElement?.getAttribute('data-row'),
      scrollTop: document.querySelector('.grid-scroller')?.scrollTop,
      rows: rows.map((r) => `${r.getAttribute('aria-rowindex')}${r.getAttribute('aria-busy') ? ' loading' : ''}`),
      animationFrame: frame,
      shown: window.__bench.shown(sel),
      matches: [...document.querySelectorAll(sel)].map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.textContent} ${Math.round(box.top)}-${Math.round(box.bottom)} w${Math.round(box.width)}`;
      }),
    };
  }, selector);
}

/**
 * Ctrl+End from the first cell: from the key going down (the page's clock, in a capturing listener) to the first
 * frame showing a filled cell of the last row. Each of the 3 runs reloads the tab, so the grid holds no page of the
 * end. Median of the runs that showed them; the others are listed with what the grid showed after 30 s.
 */
async function ctrlEnd(tab, rows) {
  const runs = [];
  const failures = [];
  for (let i = 0; i < 3; i++) {
    await tab.reload();
    await within(
      tab.evaluate(() => window.__bench.firstCell),
      'first rows after a reload',
    );
    await tab.locator('[role=gridcell][data-row="0"][data-col="0"]').click();
    await tab.evaluate(() => {
      window.__keyDownAt = undefined;
      addEventListener('keydown', (e) => e.key === 'End' && (window.__keyDownAt ??= performance.now()), true);
    });
    await tab.keyboard.press('Control+End');
    const selector = `[role=gridcell][data-row="${rows - 1}"] .grid-cell-content`;
    const lastRow = tab.evaluate(async (sel) => (await window.__bench.when(sel)) - window.__keyDownAt, selector);
    // A run that never shows the last rows is reported with what the grid showed, not left to stop the benchmark.
    const shown = await within(lastRow, 'the last row after Ctrl+End').catch(async (err) => {
      failures.push(`${err.message}; ${JSON.stringify(await gridState(tab, selector))}`);
    });
    if (shown !== undefined) runs.push(shown);
  }
  return { ms: runs.length ? median(runs) : Infinity, runs, failures };
}

/** The requests (scripts, API calls) of one fresh-tab load of `url`: when each left and came back, on the page's clock. */
async function apiWaterfall(context, url) {
  const tab = await openTable(context, url);
  const requests = await tab.finishedRequests();
  const firstCell = await tab.evaluate(() => window.__bench.firstCell);
  await tab.close();
  return { requests, firstCell };
}

module.exports = { openTable, firstRows, fling, scriptedFling, flingThrough, ctrlEnd, apiWaterfall };

/**
 * `node scripts/bench/grid/view-measures.js --first-rows`: only the first-rows measure (after a build), with the API
 * requests of one more fresh-tab load listed, so a change to the page's start-up can be measured in a minute.
 */
if (require.main === module && process.argv.includes('--first-rows')) {
  const os = require('node:os');
  const { startBasalt } = require('../server');
  const { seedGrid } = require('./seed');
  const { launch, signedInContext } = require('./browser');
  (async () => {
    const server = await startBasalt();
    const browser = await launch();
    try {
      const seeded = await seedGrid(server);
      const context = await signedInContext(browser, seeded.token);
      const first = await firstRows(context, server.url, seeded);
      const runs = (list) => list.map((n) => n.toFixed(0)).join(' / ');
      console.log(
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      );
      console.log(`first rows, fresh tab: ${first.load.toFixed(0)} ms (${runs(first.loadRuns)})`);
      console.log(`first rows, in the app: ${first.inApp.toFixed(0)} ms (${runs(first.inAppRuns)})`);
      const { requests, firstCell } = await apiWaterfall(context, server.url + seeded.millionPath);
      for (const r of requests.sort((a, b) => a.start - b.start))
        console.log(`${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${r.path}`);
      console.log(`first cell drawn at ${firstCell.toFixed(0)} ms`);
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
