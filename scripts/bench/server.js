/** Starts and stops the built server for the benchmarks, and samples its resident memory. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..', '..');

/** Resident memory of a process in bytes (Linux /proc), or 0 elsewhere. */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
}

/**
 * Spawns `backend/dist/server.js` (or `script`, another build to compare with) on 127.0.0.1 with a free port and a
 * temporary data directory; `nodeArgs` go to node before the script (`--cpu-prof` for a profile).
 */
function startBasalt(env = {}, nodeArgs = [], script = path.join(ROOT, 'backend', 'dist', 'server.js')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-bench-records-'));
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BASALT_DATA_DIR: dataDir,
      BASALT_LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(child.pid))), 100);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /ready on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!match || resolve.done) return;
      resolve.done = true;
      resolve({
        url: match[1],
        pid: child.pid,
        dataDir,
        dbFile: path.join(dataDir, 'basalt.db'),
        peakRss: () => Math.max(peakRss, rssOf(child.pid)),
        stop: () =>
          new Promise((done) => {
            clearInterval(sampler);
            child.once('exit', () => {
              fs.rmSync(dataDir, { recursive: true, force: true });
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!resolve.done) reject(new Error(`the server exited with ${code} before it was ready`));
      else if (code !== 0 && signal !== 'SIGTERM') console.error(`the server exited with ${code ?? signal}`);
    });
  });
}

/** The ceiling: a minimal Koa route answering the same page straight from better-sqlite3 with a prepared statement. */
function startCeiling(dbFile, tableName) {
  const child = spawn(process.execPath, [path.join(__dirname, 'ceiling-server.js'), dbFile, tableName], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => {
      resolve({
        url: String(chunk).trim(),
        stop: () => new Promise((done) => child.once('exit', done).kill('SIGTERM')),
      });
    });
    child.on('error', reject);
  });
}

module.exports = { startBasalt, startCeiling, ROOT };
