#!/usr/bin/env node
/**
 * Builds each package whose build is missing or older than its inputs, in dependency order, so that `npm start`
 * and the browser tests work on a fresh clone without a separate build step. "Built" means what
 * tools/build/staleness.js says: the marker each package's build script writes, newer than its inputs; so a
 * package built by `npm run build` is not built again here.
 */
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { PACKAGES, builtAt, staleness } = require('../tools/build/staleness');

const ROOT = path.resolve(__dirname, '..');
/** `--dry-run`: only say what would be built, and why. */
const DRY_RUN = process.argv.includes('--dry-run');

for (const pkg of PACKAGES) {
  const reason = staleness(ROOT, pkg);
  if (!reason) continue;
  if (DRY_RUN) {
    console.log(`Would build ${pkg} (${reason})`);
    continue;
  }
  console.log(`Building ${pkg} (${reason})…`);
  const started = Date.now();
  try {
    execFileSync('npm', ['run', 'build', '-w', pkg, '--silent'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch {
    console.error(`\nThe build of ${pkg} failed (its errors are above).`);
    process.exit(1);
  }
  if (builtAt(ROOT, pkg) < started) {
    console.error(`\nThe build of ${pkg} did not mark itself built: its build script must end with mark-built.js.`);
    process.exit(1);
  }
}
