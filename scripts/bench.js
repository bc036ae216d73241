#!/usr/bin/env node
/**
 * `npm run bench`: prints a table of the figures we track.
 * - gzip size of the JavaScript each remote needs for its initial load (its remoteEntry plus the chunks the
 *   browser fetches to mount it; the shell's own initial load is listed too);
 * - backend cold start: from spawning the server to its first healthy answer, median of several runs.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawn, execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function initialLoads() {
  const { chromium } = require('playwright-core');
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  const api = async (method, route, body, token) => {
    const res = await fetch(server.url + route, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { token } = await api('POST', '/api/v1/auth/user/signup', {
    email: 'bench@example.com',
    password: 'bench-password',
  });
  const project = await api('POST', '/api/v1/db/meta/projects/', { title: 'Bench' }, token);
  await api('POST', `/api/v1/db/meta/projects/${project.id}/tables`, { table_name: 'Things', title: 'Things' }, token);
  const pages = [
    ['shell + mf-auth (/signin)', '/signin', 'h3', false],
    ['shell + mf-shared (/nc/view/x)', '/nc/view/x', '.shared-view', false],
    ['shell + mf-workspace (/projects)', '/projects', '[data-testid=project-card]', true],
    ['shell + mf-workspace + mf-views (table)', `/nc/${project.id}/table/Things`, '[data-testid=view-page]', true],
  ];
  try {
    for (const [label, route, selector, signedIn] of pages) {
      const page = await browser.newPage();
      if (signedIn) {
        await page.addInitScript((t) => localStorage.setItem('nocodb-gui-v2', JSON.stringify({ token: t })), token);
      }
      const scripts = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res.url());
      });
      await page.goto(server.url + route);
      await page.waitForSelector(selector);
      await page.waitForLoadState('networkidle');
      const byOwner = {};
      for (const url of scripts) {
        const { pathname } = new URL(url);
        const owner = /^\/remotes\/(mf-[a-z]+)\//.exec(pathname)?.[1] ?? 'shell';
        const file =
          owner === 'shell'
            ? path.join(ROOT, 'shell', 'dist', pathname)
            : path.join(ROOT, owner, 'dist', pathname.split('/').slice(3).join('/'));
        byOwner[owner] = (byOwner[owner] ?? 0) + gzipSize(file);
      }
      const total = Object.values(byOwner).reduce((a, b) => a + b, 0);
      rows.push([
        label,
        Object.entries(byOwner)
          .map(([o, b]) => `${o} ${kb(b)}`)
          .join(', '),
        kb(total),
      ]);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-bench-'));
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(ROOT, 'backend', 'dist', 'server.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BASALT_DATA_DIR: dataDir, BASALT_LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', async (chunk) => {
      out += chunk;
      const match = /ready on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!match || out.includes('\u0000')) return;
      out += '\u0000';
      const url = match[1];
      // first healthy answer
      for (;;) {
        try {
          const res = await fetch(`${url}/api/v1/health`);
          if (res.ok) break;
        } catch {
          /* not yet */
        }
      }
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({
        url,
        ms,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => {
              fs.rmSync(dataDir, { recursive: true, force: true });
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
    child.on('error', reject);
  });
}

async function coldStart(runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer();
    times.push(server.ms);
    await server.stop();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((r) => console.log(line(r)));
}

async function main() {
  execFileSync(process.execPath, [path.join(__dirname, 'build-missing.js')], { stdio: 'inherit' });
  const loads = await initialLoads();
  console.log('\nInitial JavaScript per page (gzip -9, as served)\n');
  printTable(['page', 'by package', 'total'], loads);
  const start = await coldStart();
  console.log('\nBackend\n');
  printTable(
    ['measure', 'value', 'target'],
    [['cold start to first health answer (median of 5)', `${start.toFixed(0)} ms`, '< 1000 ms']],
  );
  // `npm run bench -- --web` stops here (front end and start-up only); the records benchmark takes minutes.
  if (!process.argv.includes('--web')) await require('./bench/records').recordsBench(printTable);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
