#!/usr/bin/env node
/**
 * Bytes each page costs a first-time visitor, as the browser receives them: Chromium with its cache disabled,
 * observed through the DevTools protocol (`Network.loadingFinished.encodedDataLength`: what crossed the wire,
 * compressed, headers included), not the size of files on disk. Printed beside the budgets of each page.
 * Runnable alone (`node scripts/bench/web.js`) or through `npm run bench -- --web`.
 */
const { startBasalt } = require('./server');
const { measurePublicForm, servePage } = require('./public-form');

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Budgets for JavaScript transferred. The public view has no budget of its own in the issue: it is a page
 * for visitors who are not signed in, so it is held to the sign-in page's.
 */
const PAGES = [
  { name: 'sign-in', route: () => '/signin', ready: 'form', signedIn: false, budget: 250 * KB },
  { name: 'projects', route: () => '/projects', ready: '[data-testid=project-card]', signedIn: true, budget: 300 * KB },
  {
    name: 'table',
    route: ({ projectId }) => `/nc/${projectId}/table/Things`,
    ready: '[data-testid=view-page]',
    signedIn: true,
    budget: 400 * KB,
  },
  { name: 'public view', route: () => '/nc/view/x', ready: '.shared-view', signedIn: false, budget: 250 * KB },
];

/**
 * The public form page (issue 13): JavaScript on the wire and time to interactive on "Fast 3G", as the standalone
 * build deployed at its own origin, and as Basalt's own server answers a shared link (the form's HTML in the page).
 */
const PUBLIC_FORMS = [
  { name: 'public form (standalone)', place: 'standalone', budget: 120 * KB, interactiveMs: 1000 },
  { name: 'public form (Basalt server)', place: 'server', budget: 120 * KB, interactiveMs: 1000 },
];

const met = (value, budget) => (value <= budget ? 'met' : 'missed');

async function api(url, method, route, body, token) {
  const res = await fetch(url + route, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A user with one project holding one table, so the projects and table pages have something to draw. */
async function seed(url) {
  const { token } = await api(url, 'POST', '/api/v1/auth/user/signup', {
    email: 'bench@example.com',
    password: 'bench-password',
  });
  const project = await api(url, 'POST', '/api/v1/db/meta/projects/', { title: 'Bench' }, token);
  await api(
    url,
    'POST',
    `/api/v1/db/meta/projects/${project.id}/tables`,
    { table_name: 'Things', title: 'Things' },
    token,
  );
  return { token, projectId: project.id };
}

/** Loads one page in a fresh context and sums what each response cost on the wire, by resource type. */
async function measurePage(browser, url, page, seeded) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  if (page.signedIn) {
    await tab.addInitScript((t) => localStorage.setItem('nocodb-gui-v2', JSON.stringify({ token: t })), seeded.token);
  }
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    requests.set(requestId, { type, url: response.url, encoding: encoding?.[1] });
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    finished.push({ ...requests.get(requestId), bytes: encodedDataLength });
  });
  try {
    await tab.goto(url + page.route(seeded));
    await tab.waitForSelector(page.ready);
    // Settled: nothing in flight and nothing new for a second (lazy chunks a mounted remote asks for count too).
    let seen = -1;
    while (seen !== finished.length || requests.size > finished.length) {
      seen = finished.length;
      await tab.waitForTimeout(1000);
    }
  } catch (err) {
    throw new Error(`${page.name} (${page.route(seeded)}): ${err.message}`, { cause: err });
  } finally {
    await context.close();
  }

  const scripts = finished.filter((r) => r.type === 'Script');
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  return {
    js: sum(scripts),
    total: sum(finished),
    requests: finished.length,
    uncompressedScripts: scripts.filter((r) => !r.encoding).map((r) => r.url),
    scripts,
  };
}

async function webBench(printTable) {
  const { chromium } = require('playwright-core');
  // The standalone public form is served from an origin of its own, which the backend must allow by CORS.
  let server;
  const formPage = await servePage(() => server.url);
  server = await startBasalt({ BASALT_CORS_ORIGINS: formPage.url });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const rows = [];
  const unencoded = new Set();
  let form;
  try {
    const seeded = await seed(server.url);
    // `--page=sign-in` (repeatable) measures only the pages named.
    const only = process.argv.filter((a) => a.startsWith('--page=')).map((a) => a.slice('--page='.length));
    for (const page of PAGES.filter((p) => !only.length || only.includes(p.name))) {
      const m = await measurePage(browser, server.url, page, seeded);
      m.uncompressedScripts.forEach((u) => unencoded.add(u));
      // `--verbose`: every script of the page, largest first (what to cut next).
      if (process.argv.includes('--verbose')) {
        console.log(`\n${page.name}`);
        for (const r of m.scripts.sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${kb(r.bytes).padStart(9)}  ${new URL(r.url).pathname}`);
      }
      rows.push([
        page.name,
        kb(m.js),
        `<= ${kb(page.budget)}`,
        met(m.js, page.budget),
        kb(m.total),
        String(m.requests),
      ]);
    }
    const forms = PUBLIC_FORMS.filter((f) => !only.length || only.includes(f.name));
    if (forms.length) {
      const figures = await measurePublicForm(
        browser,
        { api, url: server.url, ...seeded, page: formPage },
        forms.map((f) => f.place),
      );
      form = forms.map((f) => ({ ...f, ...figures[f.place] }));
      for (const f of form) rows.push([f.name, kb(f.js), `<= ${kb(f.budget)}`, met(f.js, f.budget), '', '']);
    }
  } finally {
    await browser.close();
    await server.stop();
    await formPage.stop();
  }
  console.log('\nWhat each page transfers (Chromium, cache disabled, bytes on the wire)\n');
  printTable(['page', 'JavaScript', 'budget', '', 'everything', 'requests'], rows);
  if (form) {
    console.log('\nThe public form, "Fast 3G" (1.6 Mbps / 750 kbps / 150 ms), median of 3\n');
    const ms = (value) => `${Math.round(value)} ms`;
    printTable(
      ['page', 'CPU', 'interactive', 'target', ''],
      form.flatMap((f) => [
        [f.name, 'as is', ms(f.interactive), `<= ${f.interactiveMs} ms`, met(f.interactive, f.interactiveMs)],
        [f.name, '4x slower', ms(f.interactiveCpu4), '', ''],
      ]),
    );
  }
  if (unencoded.size) console.log(`\nScripts sent without compression:\n  ${[...unencoded].join('\n  ')}`);
  return rows;
}

module.exports = { webBench, PAGES, measurePage };

if (require.main === module) {
  const printTable = (headers, rows) =>
    console.table(rows.map((r) => Object.fromEntries(headers.map((h, i) => [h || 'met', r[i]]))));
  webBench(printTable).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
