/**
 * A DevTools trace of the page's renderer main thread while `during` runs, summed by kind of work: each trace
 * event's own CPU time (its thread time minus that of the events nested in it), so waiting for a core on a busy
 * machine does not count. Used by fling-ab.js to see where a frame's time goes.
 */
const KINDS = {
  js: ['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout', 'UpdateLayoutTree.Layout', 'IntersectionObserverController::computeIntersections'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'Commit', 'CompositeLayers', 'PaintImage', 'Decode Image'],
};
const kindOf = (name) => Object.keys(KINDS).find((k) => KINDS[k].includes(name) || name.startsWith('V8.')) ?? 'other';

/** `{ frames, js, style, layout, paint, other }`: milliseconds of main-thread CPU over the traced frames. */
async function traceMainThread(tab, during) {
  const cdp = await tab.context().newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] },
  });
  const result = await during();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();

  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // the busiest renderer main thread is the tab's (others are idle frames or extensions)
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(key) || e.tdur === undefined) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const main = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const sums = { js: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const stack = [];
  const close = (e) => {
    sums[kindOf(e.name)] += Math.max(0, e.tdur - e.childTdur) / 1000;
  };
  for (const e of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) close(stack.pop());
    e.childTdur = 0;
    if (stack.length) stack.at(-1).childTdur += e.tdur;
    stack.push(e);
  }
  while (stack.length) close(stack.pop());
  // top-level task wrappers (RunTask) are "other": their own time is the scheduler's
  return { frames: result.frames, ...sums };
}

/**
 * How many compositing layers the page has after a small scroll: each is painted and rastered on its own, in
 * software here, so a row that takes layers of its own multiplies a frame's cost by the rows on screen.
 */
async function layerCount(tab) {
  const cdp = await tab.context().newCDPSession(tab);
  const layers = new Promise((resolve) => cdp.on('LayerTree.layerTreeDidChange', (e) => e.layers && resolve(e.layers)));
  await cdp.send('LayerTree.enable');
  await tab.evaluate(() => (document.querySelector('.grid-scroller').scrollTop += 100)); // eslint-disable-line no-undef
  const count = (await layers).length;
  await cdp.detach();
  return count;
}

module.exports = { traceMainThread, layerCount };
