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

/**
 * Rates of POSTs to several routes measured in short alternating slices (`sliceMs` each, `turns` times, the order
 * reversed every other turn), each slice `connections` keep-alive connections posting one body after another. On a
 * shared machine whose speed drifts over seconds, this compares routes far more steadily than one long run each: both
 * see the same load. A route's rate is its requests over its slices' time, including each slice's last answers.
 */
async function alternatingPosts(
  origin,
  routes,
  { token, bodies, sliceMs = 250, turns = 24, connections = CONNECTIONS },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) };
  let next = 0;
  const post = (route) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${origin}${route}`, { method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode < 300 ? resolve() : reject(new Error(`${route}: ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(bodies[next++ % bodies.length]);
    });
  const slice = async (route) => {
    const started = process.hrtime.bigint();
    const end = Date.now() + sliceMs;
    let count = 0;
    const connection = async () => {
      while (Date.now() < end) {
        await post(route);
        count += 1;
      }
    };
    await Promise.all(Array.from({ length: connections }, connection));
    return { count, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  };
  const totals = routes.map(() => ({ count: 0, seconds: 0 }));
  for (const route of routes) await slice(route); // warm-up, not counted
  for (let turn = 0; turn < turns; turn++) {
    const order = routes.map((_, i) => i);
    if (turn % 2) order.reverse();
    for (const i of order) {
      const { count, seconds } = await slice(routes[i]);
      totals[i].count += count;
      totals[i].seconds += seconds;
    }
  }
  agent.destroy();
  return totals.map(({ count, seconds }) => count / seconds);
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

module.exports = { alternatingPosts, call, latencies, load, pages, printTable, tableIn, CONNECTIONS };
