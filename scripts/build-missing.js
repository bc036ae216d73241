#!/usr/bin/env node
/**
 * Builds each package whose build is missing or older than its inputs, so that `npm start` and the browser tests
 * work on a fresh clone without a separate build step. "Built" means what tools/build/staleness.js says: the
 * marker each package's build script writes, newer than its inputs; so a package built by `npm run build` is not
 * built again here. Core goes first (everything compiles against its build); the others depend only on core, so
 * they are built two at a time by default, one per core of a CI machine (each webpack build is mostly single-threaded).
 */
const path = require('node:path');
const { spawn } = require('node:child_process');
const { PACKAGES, builtAt, staleness } = require('../tools/build/staleness');

const ROOT = path.resolve(__dirname, '..');
/** `--dry-run`: only say what would be built, and why. */
const DRY_RUN = process.argv.includes('--dry-run');
/** `--jobs=N`: builds at once; 1 when something else already keeps a core busy (CI builds beside Jest). */
const jobsArg = process.argv.find((arg) => arg.startsWith('--jobs='));
const CONCURRENCY = jobsArg ? Math.max(1, Number(jobsArg.slice('--jobs='.length)) || 1) : 2;
const [FIRST, ...AFTER_FIRST] = PACKAGES;
/** Builds under way, stopped when another fails so that none goes on writing after this script has exited. */
const running = new Set();

function fail(message) {
  for (const child of running) child.kill('SIGTERM');
  console.error(message);
  process.exit(1);
}

/** Builds `pkg`; its output is printed whole when it ends, so two builds at once never interleave their lines. */
function build(pkg, reason) {
  console.log(`Building ${pkg} (${reason})…`);
  const started = Date.now();
  const child = spawn('npm', ['run', 'build', '-w', pkg, '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) fail(`\nThe build of ${pkg} failed (its errors are above).`);
      if (builtAt(ROOT, pkg) < started) {
        fail(`\nThe build of ${pkg} did not mark itself built: its build script must end with mark-built.js.`);
      }
      console.log(`Built ${pkg} in ${Math.round((Date.now() - started) / 1000)} s.`);
      resolve();
    });
  });
}

/** Builds `packages` that are stale, at most CONCURRENCY at once, in their order. */
async function buildStale(packages) {
  const queue = packages.map((pkg) => ({ pkg, reason: staleness(ROOT, pkg) })).filter(({ reason }) => reason);
  if (DRY_RUN) {
    for (const { pkg, reason } of queue) console.log(`Would build ${pkg} (${reason})`);
    return;
  }
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await build(next.pkg, next.reason);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// stopped from outside (CI's script ending early): the builds under way stop too
process.on('SIGTERM', () => fail('build-missing.js was stopped'));

(async () => {
  await buildStale([FIRST]);
  // a dry run cannot know whether building core would make the others stale ("core changed"), so it says so
  if (DRY_RUN && staleness(ROOT, FIRST)) {
    for (const pkg of AFTER_FIRST) console.log(`Would build ${pkg} (${staleness(ROOT, pkg) ?? 'core changed'})`);
    return;
  }
  await buildStale(AFTER_FIRST);
})();
