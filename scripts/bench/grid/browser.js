/* global window, document, requestAnimationFrame, innerHeight -- installProbes runs in the page */
/**
 * Chromium for the grid benchmark (Debian's build, the flags the page-weight benchmark and the journeys use), a
 * signed-in tab, and the probes that run inside the page: they time on the page's own clock, once per animation
 * frame, so a figure is what a person would see drawn, not when a protocol round trip came back.
 */
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const VIEWPORT = { width: 1280, height: 800 };

function launch() {
  const { chromium } = require('playwright-core');
  return chromium.launch(LAUNCH);
}

/** A context whose pages start signed in (the shell reads the session from localStorage). */
async function signedInContext(browser, token) {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  await context.addInitScript((t) => localStorage.setItem('nocodb-gui-v2', JSON.stringify({ token: t })), token);
  return context;
}

/**
 * Defines `window.__bench.when(selector)`: a promise of the page clock (performance.now(), ms since navigation
 * start) at the first animation frame in which an element matching `selector` has text and lies inside the
 * window; `busyOnScreen()`: whether a row on screen is still loading. Installed before the page's own scripts, so a probe can start with the navigation.
 */
function installProbes() {
  if (window.top !== window || window.__bench) return;
  const shown = (selector) => {
    for (const el of document.querySelectorAll(selector)) {
      if (!el.textContent.trim()) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight) return true;
    }
    return false;
  };
  const when = (selector) =>
    new Promise((resolve) => {
      const check = (now) => (shown(selector) ? resolve(now) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
  // Rows drawn but not loaded yet, on screen (the active row stays drawn when scrolled away, loaded or not).
  const busyOnScreen = () =>
    [...document.querySelectorAll('[role=row][aria-busy=true]')].some((row) => {
      const box = row.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    });
  window.__bench = { when, shown, busyOnScreen, firstCell: when('[role=gridcell] .grid-cell-content') };
}

/** `promise`, or an error naming `what` after `ms`: a probe that never sees its cell must not hang the run. */
function within(promise, what, ms = 30_000) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

module.exports = { launch, signedInContext, installProbes, within, median, percentile, VIEWPORT };
