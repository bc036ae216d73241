/**
 * The builds an A/B benchmark compares (fling-ab.js, first-rows-ab.js): each web root (the repository's layout,
 * `<root>/shell/dist`, `<root>/mf-views/dist`, ...) served by its own server on its own seeded 1,000,000-row table,
 * with a signed-in browser context for it.
 */
const os = require('node:os');
const path = require('node:path');
const { startBasalt } = require('../server');
const { seedGrid } = require('./seed');
const { signedInContext } = require('./browser');

/** The `--root=<dir>` arguments, or the repository itself. */
function rootsOf(argv) {
  const roots = argv.filter((a) => a.startsWith('--root=')).map((a) => a.slice('--root='.length));
  return roots.length ? roots : ['.'];
}

/** The load average, as printed beside each figure. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * Starts a server per root and seeds its table; each site is pushed to `sites` as soon as its server runs, so the
 * caller's `stopSites` stops it even when seeding fails.
 */
async function startSites(browser, roots, sites) {
  for (const root of roots) {
    const server = await startBasalt({ BASALT_WEB_ROOT: path.resolve(root) });
    const site = { root, server };
    sites.push(site);
    const seeded = await seedGrid(server);
    site.url = server.url + seeded.millionPath;
    site.context = await signedInContext(browser, seeded.token);
  }
  return sites;
}

async function stopSites(sites) {
  for (const site of sites) {
    await site.context?.close();
    await site.server.stop();
  }
}

/**
 * Runs `measure(sites)` on a site per `--root` of the command line in Debian's Chromium, then stops every server and
 * the browser; a failure is printed and the process exits with 1.
 */
function runOnSites(measure) {
  const { launch } = require('./browser');
  (async () => {
    const browser = await launch();
    const sites = [];
    try {
      await startSites(browser, rootsOf(process.argv), sites);
      await measure(sites);
    } finally {
      await stopSites(sites);
      await browser.close();
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

module.exports = { loadAverage, runOnSites };
