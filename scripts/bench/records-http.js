/** HTTP helpers of the records benchmarks: API calls, bounded autocannon loads, one-connection latencies. */
const http = require('node:http');
const autocannon = require('autocannon');
const { COLUMNS } = require('./dataset');

const CONNECTIONS = 10;
const SECONDS = 5;

/**
 * A keep-alive connection idle past the server's timeout (after seeding) may be closed by the server just as it is
 * reused: such a request never reached it, and is sent once more on a new connection.
 */
async function fetchOnce(url, init) {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (err?.cause?.code !== 'UND_ERR_SOCKET') throw err;
    return fetch(url, init);
  }
}

async function call(base, token, method, route, body, serialised = false) {
  const res = await fetchOnce(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) },
    body: body === undefined ? undefined : serialised ? body : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A bounded autocannon run; `paths` are cycled through so the server sees many pages, not one URL. */
function load(origin, paths, { token, connections = CONNECTIONS, duration = SECONDS, method, body } = {}) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration,
        headers: { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) },
        requests: [
          {
            method: method ?? 'GET',
            ...(body ? { body: JSON.stringify(body) } : {}),
            setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx || result.errors) {
          return reject(new Error(`${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        }
        resolve({ rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

/** Latency percentiles of `count` requests made one after another on one keep-alive connection (sub-ms precision). */
async function latencies(origin, paths, token, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  const get = (route) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get(`${origin}${route}`, { agent, headers: { 'xc-auth': token } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${route}: ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      });
      req.on('error', reject);
    });
  for (let i = 0; i < count; i++) times.push(await get(paths[i % paths.length]));
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)], max: times.at(-1) };
}

const pages = (route, from, count, step = 25, extra = '') =>
  Array.from({ length: count }, (_, k) => `${route}?limit=25&offset=${from + k * step}${extra}`);

async function tableIn(base, token, projectId, name) {
  return call(base, token, 'POST', `/api/v1/db/meta/projects/${projectId}/tables`, {
    table_name: name,
    columns: COLUMNS,
  });
}

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((r) => console.log(line(r)));
}

module.exports = { call, latencies, load, pages, printTable, tableIn, CONNECTIONS };
