#!/usr/bin/env node
/**
 * The import's server side alone (docs/PERFORMANCE.md, "Import through the browser", the server alone): the bench's
 * 1,000,000-row CSV posted whole to `POST /projects/:id/import?title=…` of a fresh built server on SQLite, as
 * `curl --data-binary` would. Prints the wall time and the CPU seconds the server process used for the request
 * (/proc), and the rows stored. `--rows=N` for fewer rows; `--runs=N` repeats on a fresh server each time;
 * `--profile=DIR` starts the server with `node --cpu-prof` and leaves its profile in DIR when it stops.
 * Needs a build (`npm run build -w backend`).
 */
const fs = require('node:fs');
const os = require('node:os');
const { startBasalt } = require('./server');
const { csvFile } = require('./import-data');
const { api } = require('./import');

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[11] and [12] are utime and stime (the 14th and 15th of the whole line), in clock ticks of 1/100 s
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function importOnce(file, profileDir) {
  const server = await startBasalt({}, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  try {
    const { token } = await api(server.url, undefined, 'POST', '/api/v1/auth/user/signup', {
      email: 'import-server-bench@example.com',
      password: 'import bench password',
    });
    const project = await api(server.url, token, 'POST', '/api/v1/db/meta/projects/', { title: 'Import bench' });
    const load = os.loadavg()[0];
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/v1/db/meta/projects/${project.id}/import?title=Bench`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8', 'xc-auth': token },
      body: fs.createReadStream(file.file),
      duplex: 'half',
    });
    const report = await res.json();
    const wall = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(report)}`);
    const tableId = report.table.id;
    const { count } = await api(server.url, token, 'GET', `/api/v1/db/data/noco/${project.id}/${tableId}/count`);
    return {
      rows: Number(count),
      written: report.rowsWritten,
      skipped: report.rowsSkipped,
      wall,
      cpu,
      load: `${load.toFixed(1)}-${os.loadavg()[0].toFixed(1)}`,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const rows = Number(option('rows', 1_000_000));
  const runs = Number(option('runs', 1));
  const profileDir = option('profile', undefined);
  const file = csvFile(rows);
  console.log(`${rows} rows, ${(file.bytes / 1e6).toFixed(0)} MB`);
  for (let i = 0; i < runs; i++) {
    const r = await importOnce(file, profileDir);
    console.log(
      `run ${i + 1}: ${r.rows} rows stored (report ${r.written} written, ${r.skipped} skipped), ` +
        `${r.wall.toFixed(1)} s wall, server ${r.cpu.toFixed(1)} CPU s, ` +
        `${(r.cpu * (1_000_000 / rows)).toFixed(1)} CPU s per 1,000,000 rows, load ${r.load}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
