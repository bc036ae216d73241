/**
 * The grid benchmark's data: a signed-up user, a project, a 1,000,000-row table of 8 mixed fields written straight
 * into the SQLite file (through the API it would be the records benchmark's bulk-insert figure again, ten times
 * longer), and a small table of 5 text and number fields to paste into.
 */
const ROWS = 1_000_000;
const STATUSES = ['todo', 'doing', 'done', 'blocked'];
const WORDS = ['alpha', 'bravo', 'delta', 'echo', 'golf', 'hotel', 'india', 'kilo'];
const DAY = 86_400_000;
const START = Date.UTC(2020, 0, 1);

/** The mix: SingleLineText, Number, Decimal, Currency, Checkbox, SingleSelect, Date, Email. */
const MILLION_FIELDS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
  { column_name: 'amount', title: 'Amount', uidt: 'Number' },
  { column_name: 'price', title: 'Price', uidt: 'Decimal' },
  { column_name: 'cost', title: 'Cost', uidt: 'Currency' },
  { column_name: 'done', title: 'Done', uidt: 'Checkbox' },
  {
    column_name: 'status',
    title: 'Status',
    uidt: 'SingleSelect',
    colOptions: { options: STATUSES.map((title) => ({ title })) },
  },
  { column_name: 'day', title: 'Day', uidt: 'Date' },
  { column_name: 'email', title: 'Email', uidt: 'Email' },
];

/** Five text and number fields: what a block copied from a spreadsheet usually is. */
const PASTE_FIELDS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
  { column_name: 'qty', title: 'Qty', uidt: 'Number' },
  { column_name: 'city', title: 'City', uidt: 'SingleLineText' },
  { column_name: 'score', title: 'Score', uidt: 'Number' },
  { column_name: 'code', title: 'Code', uidt: 'SingleLineText' },
];

/** Row `i` of the big table as SQLite holds it (column order of MILLION_FIELDS without the key). */
function millionRow(i) {
  return [
    `${WORDS[i % 8]} ${i + 1}`,
    i % 1000,
    ((i * 37) % 10_000) / 100,
    ((i * 13) % 100_000) / 100,
    i % 3 === 0 ? 1 : 0,
    STATUSES[i % 4],
    new Date(START + (i % 1500) * DAY).toISOString().slice(0, 10),
    `user${i}@example.com`,
  ];
}

/** Writes `count` rows into `tableName` in transactions of 50,000 prepared inserts. */
function writeRows(dbFile, tableName, count) {
  const Database = require('better-sqlite3');
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  const names = MILLION_FIELDS.filter((f) => !f.pk).map((f) => `"${f.column_name}"`);
  const insert = db.prepare(
    `insert into "${tableName.replace(/"/g, '""')}" (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
  );
  const batch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) insert.run(millionRow(i));
  });
  for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
  db.close();
}

async function api(url, token, method, route, body, retried = false) {
  let res;
  try {
    res = await fetch(url + route, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'xc-auth': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    // After the seconds of seeding, the kept-alive socket may be closed by the server just as it is reused.
    if (retried || err.cause?.code !== 'UND_ERR_SOCKET') throw err;
    return api(url, token, method, route, body, true);
  }
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs up, makes the project and both tables, fills the big one; returns what the measures need. */
async function seedGrid(server) {
  const { url } = server;
  const { token } = await api(url, undefined, 'POST', '/api/v1/auth/user/signup', {
    email: 'grid-bench@example.com',
    password: 'grid bench password',
  });
  const project = await api(url, token, 'POST', '/api/v1/db/meta/projects/', { title: 'Grid bench' });
  const tables = `/api/v1/db/meta/projects/${project.id}/tables`;
  const million = await api(url, token, 'POST', tables, { table_name: 'Million', columns: MILLION_FIELDS });
  const started = process.hrtime.bigint();
  writeRows(server.dbFile, million.table_name, ROWS);
  const seedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const paste = await api(url, token, 'POST', tables, { table_name: 'Pasted', columns: PASTE_FIELDS });
  // One row, so the grid has a cell to focus and paste at (rows past the end are added).
  await api(url, token, 'POST', `/api/v1/db/data/noco/${project.id}/${paste.id}`, { Name: 'first' });
  const count = async (tableId) =>
    (await api(url, token, 'GET', `/api/v1/db/data/noco/${project.id}/${tableId}?limit=1`)).pageInfo.totalRows;
  if ((await count(million.id)) !== ROWS) throw new Error('the 1,000,000-row table did not count 1,000,000 rows');
  return {
    token,
    projectId: project.id,
    rows: ROWS,
    seedSeconds,
    millionPath: `/nc/${project.id}/table/Million`,
    pastePath: `/nc/${project.id}/table/Pasted`,
    pasteCount: () => count(paste.id),
  };
}

module.exports = { seedGrid, PASTE_FIELDS };
