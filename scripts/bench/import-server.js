#!/usr/bin/env node
/**
 * The import's server side alone (docs/PERFORMANCE.md, "Import through the browser", the server alone): the bench's
 * 1,000,000-row CSV posted whole to `POST /projects/:id/import?title=…` of a fresh built server on SQLite, as
 * `curl --data-binary` would. Prints the wall time and the CPU seconds the server process used for the request
 * (/proc), and the rows stored. `--rows=N` for fewer rows; `--runs=N` repeats on a fresh server each time;
 * `--profile=DIR` starts the server with `node --cpu-prof` and leaves its profile in DIR when it stops;
 * `--compare=PATH/server.js` alternates each run with another build (an A/B at the same load); `--slices` posts the
 * file as the wizard does, in ~2 MB slices of whole records one after the other.
 * Needs a build (`npm run build -w backend`).
 */
const fs = require('node:fs');
const os = require('node:os');
const { startBasalt } = require('./server');
const { csvFile, HEADERS } = require('./import-data');
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

/**
 * The file as the wizard sends it (docs/IMPORT.md): slices of about `sliceBytes` cut after a line break (the bench's
 * CSV quotes no line break), one at a time; the first creates the table, the others name it, its fields by position
 * and the rows before them. Answers the reports added up.
 */
async function postSlices(bytes, sliceBytes, post) {
  const total = { rowsWritten: 0, rowsSkipped: 0, rowsRead: 0 };
  let tableId;
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(0x0a, Math.min(bytes.length - 1, start + sliceBytes));
    const end = newline < 0 ? bytes.length : newline + 1;
    const body = bytes.subarray(start, end);
    const query = tableId
      ? new URLSearchParams({ tableId, fields: JSON.stringify(HEADERS), rowOffset: String(total.rowsRead) })
      : 'title=Bench&firstRowIsHeader=true';
    const report = await post(query, body);
    tableId = report.table.id;
    total.table = report.table;
    for (const key of ['rowsWritten', 'rowsSkipped', 'rowsRead']) total[key] += report[key];
    start = end;
  }
  return total;
}

async function importOnce(file, profileDir, script, sliceBytes) {
  const server = await startBasalt({}, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [], script);
  try {
    const { token } = await api(server.url, undefined, 'POST', '/api/v1/auth/user/signup', {
      email: 'import-server-bench@example.com',
      password: 'import bench password',
    });
    const project = await api(server.url, token, 'POST', '/api/v1/db/meta/projects/', { title: 'Import bench' });
    const load = os.loadavg()[0];
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const post = async (query, body) => {
      const res = await fetch(`${server.url}/api/v1/db/meta/projects/${project.id}/import?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv; charset=utf-8', 'xc-auth': token },
        body,
        duplex: 'half',
      });
      const report = await res.json();
      if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(report)}`);
      return report;
    };
    const report = sliceBytes
      ? await postSlices(fs.readFileSync(file.file), sliceBytes, post)
      : await post('title=Bench', fs.createReadStream(file.file));
    const wall = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
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
  const sliceBytes = process.argv.includes('--slices') ? 2 * 1024 * 1024 : 0;
  const builds = [undefined, ...(option('compare', undefined) ? [option('compare')] : [])];
  const file = csvFile(rows);
  console.log(`${rows} rows, ${(file.bytes / 1e6).toFixed(0)} MB`);
  for (let i = 0; i < runs; i++) {
    for (const script of builds) {
      const r = await importOnce(file, profileDir, script, sliceBytes);
      console.log(
        `${script ? `${script}, ` : ''}run ${i + 1}: ${r.rows} rows stored (report ${r.written} written, ${r.skipped} skipped), ` +
          `${r.wall.toFixed(1)} s wall, server ${r.cpu.toFixed(1)} CPU s, ` +
          `${(r.cpu * (1_000_000 / rows)).toFixed(1)} CPU s per 1,000,000 rows, load ${r.load}`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
