/**
 * JavaScript the 1,000,000-row table's page transfers when it opens, split into mf-views' share (its remote entry
 * and the chunks it fetches, all served under /remotes/mf-views/) and everything else (the shell with the shared
 * React and antd modules, mf-workspace's sidebar). Measured by web.js's measurePage: a fresh context, cache
 * disabled, bytes on the wire, until nothing more arrives for a second.
 */
const { measurePage } = require('../web');

async function viewsWeight(browser, baseUrl, seeded) {
  const page = {
    name: '1M table',
    route: () => seeded.millionPath,
    ready: '[role=gridcell] .grid-cell-content',
    signedIn: true,
  };
  const measured = await measurePage(browser, baseUrl, page, seeded);
  const ofViews = (r) => new URL(r.url).pathname.startsWith('/remotes/mf-views/');
  const views = measured.scripts.filter(ofViews);
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  return {
    views: sum(views),
    viewsFiles: views.length,
    others: sum(measured.scripts.filter((r) => !ofViews(r))),
    all: measured.js,
  };
}

module.exports = { viewsWeight };
