#!/usr/bin/env node
/**
 * `npm test`: every Jest suite, then the Playwright journeys. The journeys need the web app built (~2 min on two
 * cores); that build runs beside Jest, one package at a time, rather than after it: Jest spends much of its time
 * waiting on the databases, and the build beside it slowed a sample of suites by ~40 s against the ~2-2.5 min the
 * build takes on its own. `test:e2e` then finds everything built. Each half can still be run alone
 * (`npm run test:unit`, `npm run test:e2e`).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The build takes ~2-3 min alone on two cores; this long after Jest, it is stuck. */
const BUILD_WAIT_MIN = 20;

/** Runs a command with the terminal as its output; resolves with its exit code. */
function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const done = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return { child, done };
}

(async () => {
  // the build's output is kept aside and printed after Jest's, so the two do not interleave
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-build-')), 'build.log');
  const log = fs.openSync(logFile, 'w');
  const build = run(process.execPath, [path.join(__dirname, 'build-missing.js'), '--jobs=1'], {
    stdio: ['ignore', log, log],
  });
  const stopBuild = () => build.child.exitCode === null && build.child.kill('SIGTERM');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopBuild(), process.exit(1)));

  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const unit = await run(NPM, ['run', 'test:unit']).done;
  console.log(`\nJest ended (exit code ${unit}) after ${seconds()} s.`);
  if (unit !== 0) {
    stopBuild();
    process.exit(unit);
  }
  // a build that never ends must not hold the run until CI's limit with nothing said: its log so far says where
  const watchdog = setTimeout(() => {
    process.stdout.write(fs.readFileSync(logFile, 'utf8'));
    console.error(`\nThe build was still running ${BUILD_WAIT_MIN} minutes after Jest ended; stopped.`);
    stopBuild();
    process.exit(1);
  }, BUILD_WAIT_MIN * 60_000);
  const built = await build.done;
  clearTimeout(watchdog);
  fs.closeSync(log);
  process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  console.log(`\nThe build ended (exit code ${built}) after ${seconds()} s; the journeys follow.`);
  if (built !== 0) process.exit(built);
  process.exit(await run(NPM, ['run', 'test:e2e']).done);
})();
