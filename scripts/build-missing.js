#!/usr/bin/env node
/**
 * Builds each package whose output is missing or older than its sources, in dependency order, so that
 * `npm start` and the browser tests work on a fresh clone without a separate build step.
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
// Dependency order: core first (everything imports it), then the backend and the web packages.
const PACKAGES = ['core', 'backend', 'shell', 'mf-auth', 'mf-workspace', 'mf-views', 'mf-shared', 'mf-import'];
const SOURCE_ENTRIES = ['src', 'locales', 'package.json', 'tsconfig.json', 'webpack.config.js'];
const SHARED_INPUTS = ['tools/webpack', 'tsconfig.base.json', 'tsconfig.web.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Written after each successful build: incremental builds (tsc -b) may leave their outputs' mtimes alone. */
const markerOf = (pkg) => path.join(ROOT, pkg, 'dist', '.basalt-build');

function outputOf(pkg) {
  return fs.existsSync(markerOf(pkg)) ? fs.statSync(markerOf(pkg)).mtimeMs : 0;
}

function staleness(pkg, sharedInputs) {
  const built = outputOf(pkg);
  if (!built) return 'not built';
  const sources = Math.max(sharedInputs, ...SOURCE_ENTRIES.map((e) => newestMtime(path.join(ROOT, pkg, e))));
  return sources > built ? 'changed since its last build' : undefined;
}

const sharedInputs = Math.max(...SHARED_INPUTS.map((e) => newestMtime(path.join(ROOT, e))));
let coreRebuilt = false;
for (const pkg of PACKAGES) {
  let reason = staleness(pkg, sharedInputs);
  if (!reason && coreRebuilt && pkg !== 'core') reason = 'core changed';
  if (!reason) continue;
  console.log(`Building ${pkg} (${reason})…`);
  try {
    execFileSync('npm', ['run', 'build', '-w', pkg, '--silent'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch {
    console.error(`\nThe build of ${pkg} failed (its errors are above).`);
    process.exit(1);
  }
  fs.writeFileSync(markerOf(pkg), new Date().toISOString());
  if (pkg === 'core') coreRebuilt = true;
}
