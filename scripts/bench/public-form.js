/* global window, document, MutationObserver, requestAnimationFrame */
/**
 * The public form page of the standalone mf-shared build (mf-shared/dist/standalone), as a visitor on a slow
 * phone network gets it, in two places. As deployed alone: the page served from a second origin (compressed copies by Accept-Encoding, every path
 * answering index.html with `<meta name="basalt-api">` naming the backend), the backend allowing that origin by
 * CORS. And as Basalt's own server answers a shared link: the same build's server.html with the form's HTML and meta
 * written in, the script a deferred file (backend/src/public-pages). Measured: JavaScript on the wire (the scripts, and index.html, which carries the early script that writes the form; cache
 * disabled) and the time to interactive under "Fast 3G".
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

// PUBLIC_FORM_DIR: another copy of the build, to compare two builds on the same machine one after the other.
const PAGE_DIR = path.resolve(
  process.env.PUBLIC_FORM_DIR || path.join(__dirname, '..', '..', 'mf-shared', 'dist', 'standalone'),
);

/**
 * The issue's "Fast 3G": 1.6 Mbps down, 750 kbps up, 150 ms round trip (DevTools' own preset adds a 3.75x
 * latency factor, 562 ms; we keep the figures as the issue gives them). Bytes per second for the protocol.
 */
const FAST_3G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css' };

/** `body` as a static host stores it for `encoding` (br or gzip at their highest levels, or as is). */
function compress(body, encoding) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  return encoding === 'gzip' ? zlib.gzipSync(body, { level: 9 }) : body;
}

/** Serves the standalone page the way a static host would: hashed files, brotli or gzip copies, SPA fallback. */
function servePage(apiUrl) {
  if (!fs.existsSync(path.join(PAGE_DIR, 'index.html'))) {
    throw new Error('mf-shared/dist/standalone is missing: npm run build -w @basalt/mf-shared');
  }
  const template = fs.readFileSync(path.join(PAGE_DIR, 'index.html'), 'utf8');
  const html = () => template.replace('<head>', () => `<head><meta name="basalt-api" content="${apiUrl()}">`);
  // index.html carries the early script: like any text file it goes compressed, compressed once as a host
  // would store it (the meta is written in at deployment), not per visit
  const pages = new Map();
  const htmlIn = (encoding) => {
    if (!pages.has(encoding)) pages.set(encoding, compress(Buffer.from(html()), encoding));
    return pages.get(encoding);
  };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(PAGE_DIR, path.normalize(pathname));
    const isFile = file.startsWith(PAGE_DIR) && fs.existsSync(file) && fs.statSync(file).isFile();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (!isFile || file.endsWith('.html')) {
      const encoding = ['br', 'gzip'].find((e) => accepts.includes(e));
      const headers = { 'content-type': TYPES['.html'], ...(encoding ? { 'content-encoding': encoding } : {}) };
      res.writeHead(200, headers).end(htmlIn(encoding));
      return;
    }
    const encoding = ['br', 'gzip'].find(
      (e) => accepts.includes(e) && fs.existsSync(`${file}.${e === 'br' ? 'br' : 'gz'}`),
    );
    const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    fs.createReadStream(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

/** A table with the fields a form usually asks for, a form view on it, shared: answers the form's link id. */
async function seedForm(api, url, token, projectId) {
  const table = await api(
    url,
    'POST',
    `/api/v1/db/meta/projects/${projectId}/tables`,
    {
      table_name: 'Feedback',
      title: 'Feedback',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
        { column_name: 'email', title: 'Email', uidt: 'Email' },
        {
          column_name: 'topic',
          title: 'Topic',
          uidt: 'SingleSelect',
          colOptions: { options: [{ title: 'Bug' }, { title: 'Idea' }, { title: 'Praise' }] },
        },
        { column_name: 'score', title: 'Score', uidt: 'Rating' },
        { column_name: 'details', title: 'Details', uidt: 'LongText' },
        { column_name: 'files', title: 'Files', uidt: 'Attachment' },
      ],
    },
    token,
  );
  const form = await api(url, 'POST', `/api/v1/db/meta/tables/${table.id}/forms`, { title: 'Feedback form' }, token);
  await api(url, 'PATCH', `/api/v1/db/meta/forms/${form.id}`, { heading: 'Tell us what you think' }, token);
  const shared = await api(url, 'POST', `/api/v1/db/meta/views/${form.id}/share`, undefined, token);
  return shared.uuid;
}

/**
 * One visit of the form in a fresh context, Fast 3G and the CPU slowed `cpu` times: the JavaScript bytes on the
 * wire, and the time from navigation start to interactive, taken in the page as the first moment the form is on
 * screen (its first frame) and the main thread is free again (a task after that frame), so a tap is handled.
 */
async function visit(browser, pageUrl, cpu) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    new MutationObserver((_, observer) => {
      // React's form, or the one written into the page (by Basalt's server, or by the standalone page's early script
      // once the meta is in), usable before the script has run (the Playwright journeys public-form-prerender and
      // public-form-standalone-early prove typing there survives)
      if (!document.querySelector('form[data-ready] input, form[data-prerendered] input')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__formInteractive = performance.now())));
    }).observe(document, { childList: true, subtree: true });
    // when React's form is on screen (on Basalt's server, the script's takeover of the written form): --verbose
    new MutationObserver((_, observer) => {
      if (!document.querySelector('form[data-ready] input')) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__reactForm = performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
  const problems = [];
  tab.on('pageerror', (error) => problems.push(error.message));
  tab.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const types = new Map();
  let js = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  // index.html carries the early script (mf-shared/src/standalone-early-form.ts): the document counts with the scripts
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (['Script', 'Document'].includes(types.get(requestId))) js += encodedDataLength;
  });
  try {
    await tab.goto(pageUrl);
    await tab.waitForFunction(() => window.__formInteractive !== undefined, undefined, { timeout: 60_000 });
    await tab.waitForFunction(() => window.__reactForm !== undefined, undefined, { timeout: 60_000 });
    const interactiveMs = await tab.evaluate(() => window.__formInteractive);
    // late chunks (none are expected) would still count
    await tab.waitForTimeout(500);
    return { js, interactiveMs, timeline: await tab.evaluate(timelineInPage) };
  } catch (error) {
    throw new Error(`${pageUrl} (CPU ${cpu}x): ${error.message}\n${problems.join('\n')}`, { cause: error });
  } finally {
    await context.close();
  }
}

/** Where one visit's time went: when the page and each request started and ended, on the page's clock (ms). */
function timelineInPage() {
  const [navigation] = performance.getEntriesByType('navigation');
  const round = (ms) => Math.round(ms);
  return [
    { name: 'page', start: 0, end: round(navigation.responseEnd) },
    ...performance.getEntriesByType('resource').map((r) => ({
      name: new URL(r.name).pathname.split('/').slice(-2).join('/'),
      start: round(r.startTime),
      end: round(r.responseEnd),
    })),
    { name: 'interactive', start: round(window.__formInteractive), end: round(window.__formInteractive) },
    { name: 'react form', start: round(window.__reactForm), end: round(window.__reactForm) },
  ];
}

/** `--verbose`: each visit's figure and its timeline, to see what bounds the time to interactive. */
function printVisits(runs) {
  for (const [cpu, visits] of Object.entries(runs))
    visits.forEach((v, i) => {
      const steps = v.timeline.map((t) => `${t.name} ${t.start}-${t.end}`).join(', ');
      console.log(`CPU ${cpu}x, visit ${i + 1}: ${Math.round(v.interactiveMs)} ms (${steps})`);
    });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median of 3 visits with the CPU as is, and of 3 with it slowed 4x (a mid-range phone), of the form at `pageUrl`.
 */
async function measureFormAt(browser, pageUrl) {
  // the page's compressed copies are made by this first request, before any timed visit
  await fetch(pageUrl, { headers: { 'accept-encoding': 'br' } }).then((res) => res.arrayBuffer());
  await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip' } }).then((res) => res.arrayBuffer());
  const runs = { 1: [], 4: [] };
  for (const cpu of [1, 4]) for (let i = 0; i < 3; i++) runs[cpu].push(await visit(browser, pageUrl, cpu));
  if (process.argv.includes('--verbose')) printVisits(runs);
  return {
    js: median(runs[1].map((r) => r.js)),
    interactive: median(runs[1].map((r) => r.interactiveMs)),
    interactiveCpu4: median(runs[4].map((r) => r.interactiveMs)),
  };
}

/**
 * The form seeded once, then measured where `where` names: `standalone`, the standalone build at its own origin
 * (`page`, the running `servePage`, started before the backend, whose CORS setting must name its origin);
 * `server`, the address a visitor of a shared link opens, answered by Basalt's own server with the form's HTML
 * written in (backend/src/public-pages). Answers the figures by place.
 */
async function measurePublicForm(browser, { api, url, token, projectId, page }, where = ['standalone', 'server']) {
  const uuid = await seedForm(api, url, token, projectId);
  const origins = { standalone: page.url, server: url };
  const figures = {};
  for (const place of where) figures[place] = await measureFormAt(browser, `${origins[place]}/nc/form/${uuid}`);
  return figures;
}

module.exports = { measurePublicForm, servePage, FAST_3G };
