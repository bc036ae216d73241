/* global window, document, MutationObserver -- watchLongTasks and reportsShown's observer run in the page */
/**
 * What the import benchmark watches in the tab while an import runs: the main thread's long tasks (the page's own
 * PerformanceObserver), the page's JavaScript heap (DevTools `Performance.getMetrics`), the worker's heap when
 * Chromium exposes it, and the resident memory of the tab's renderer process, which holds the page, its worker and
 * every buffer (what the operating system's task manager shows for the tab).
 */
const fs = require('node:fs');

/** Installed before the page's scripts: keeps every main-thread task over 50 ms (the browser's long-task threshold). */
function watchLongTasks() {
  if (window.top !== window || window.__longTasks) return;
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Resolves with the page clock at which `count` import reports are in the page. A MutationObserver notes the moment
 * and the benchmark asks for it twice a second: Playwright's own waiting polls on every animation frame, which
 * keeps Chromium drawing frames for the whole import and would charge the tab for the benchmark's own work.
 */
async function reportsShown(page, count, timeoutMs) {
  await page.evaluate((n) => {
    const seen = () => document.querySelectorAll('[data-testid="import-report"]').length >= n;
    window.__reportsAt = undefined;
    new MutationObserver((_, observer) => {
      if (window.__reportsAt !== undefined || !seen()) return;
      window.__reportsAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  }, count);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const at = await page.evaluate(() => window.__reportsAt);
    if (at !== undefined) return at;
    if (Date.now() > deadline) throw new Error(`no import report after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Parent pid of every process, from /proc (Linux); empty elsewhere. */
function processTree() {
  const parents = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while listed
    }
  }
  return parents;
}

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

const cmdlineOf = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/** CPU seconds a process has used so far (user + system), from /proc; 0 once it has ended. */
function cpuSecondsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by what this process started: the server (`backend/dist/server.js`), the tab's renderer
 * (page and worker) and the rest of Chromium (browser and network processes). Beside the wall time, this says what
 * an import costs whatever else shares the cores.
 */
function cpuByPart() {
  const parents = processTree();
  const parts = { server: 0, tab: 0, chromium: 0 };
  for (const pid of parents.keys()) {
    let ours = false;
    for (let p = parents.get(pid); p && p > 1; p = parents.get(p)) if (p === process.pid) ours = true;
    if (!ours) continue;
    const cmdline = cmdlineOf(pid);
    if (cmdline.includes('server.js')) parts.server += cpuSecondsOf(pid);
    else if (cmdline.includes('--type=renderer')) parts.tab += cpuSecondsOf(pid);
    else if (cmdline.includes('chromium')) parts.chromium += cpuSecondsOf(pid);
  }
  return parts;
}

/**
 * The renderer processes of the Chromium this process launched (other benchmarks or journeys may run their own
 * Chromium at the same time: only our descendants count). With one tab open, the largest is the tab's.
 */
function ourRenderers() {
  const parents = processTree();
  const ours = (pid) => {
    for (let p = parents.get(pid); p && p > 1; p = parents.get(p)) if (p === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter((pid) => ours(pid) && cmdlineOf(pid).includes('--type=renderer'));
}

/**
 * Samples the tab every `everyMs` until `stop()`: peaks of the renderer's resident memory, the page heap and the
 * worker heap (undefined when the worker does not expose `performance.memory`).
 */
async function sampleTab(page, everyMs = 250) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const peaks = { tabRss: 0, pageHeap: 0, workerHeap: undefined };
  let renderers = ourRenderers();
  let stopped = false;
  const sample = async () => {
    if (!renderers.length) renderers = ourRenderers();
    peaks.tabRss = Math.max(peaks.tabRss, ...renderers.map(rssOf));
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    peaks.pageHeap = Math.max(peaks.pageHeap, used);
    for (const worker of page.workers()) {
      const heap = await worker.evaluate(() => globalThis.performance?.memory?.usedJSHeapSize).catch(() => undefined);
      if (typeof heap === 'number') peaks.workerHeap = Math.max(peaks.workerHeap ?? 0, heap);
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await sample().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    peaks,
    async stop() {
      stopped = true;
      await loop;
      await cdp.detach().catch(() => undefined);
      return peaks;
    },
  };
}

/** The long tasks the page saw since `sinceMs` (page clock): count, those over 200 ms, the longest. */
async function longTasksSince(page, sinceMs) {
  const tasks = await page.evaluate((since) => window.__longTasks.filter((t) => t.start >= since), sinceMs);
  return {
    count: tasks.length,
    over200: tasks.filter((t) => t.ms > 200).length,
    longest: Math.max(0, ...tasks.map((t) => t.ms)),
  };
}

module.exports = { watchLongTasks, sampleTab, longTasksSince, cpuByPart, reportsShown };
