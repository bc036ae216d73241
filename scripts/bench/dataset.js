/** The benchmark table: 8 mixed columns (NocoDB's comparison table had 8), rows made from their index. */
const path = require('node:path');

const WORDS = ['alpha', 'bravo', 'delta', 'echo', 'golf', 'hotel', 'india', 'kilo'];
const WORDS_B = ['lima', 'mike', 'oscar', 'papa', 'romeo', 'sierra', 'tango', 'victor'];
const STATUSES = ['todo', 'doing', 'done', 'blocked'];
const DAY = 86_400_000;
const START = Date.UTC(2020, 0, 1);

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
  { column_name: 'amount', title: 'Amount', uidt: 'Number' },
  { column_name: 'price', title: 'Price', uidt: 'Decimal' },
  { column_name: 'done', title: 'Done', uidt: 'Checkbox' },
  {
    column_name: 'status',
    title: 'Status',
    uidt: 'SingleSelect',
    colOptions: { options: STATUSES.map((title) => ({ title })) },
  },
  { column_name: 'email', title: 'Email', uidt: 'Email' },
  { column_name: 'day', title: 'Day', uidt: 'Date' },
  { column_name: 'notes', title: 'Notes', uidt: 'LongText' },
  { column_name: 'created_at', title: 'CreatedAt', uidt: 'CreateTime' },
  { column_name: 'updated_at', title: 'UpdatedAt', uidt: 'LastModifiedTime' },
];

/**
 * Row `i` as the API takes it (keys are titles). The title holds `alpha` in one row out of eight; Amount and Price do
 * not move together (each Price is shared by ten rows with different Amounts).
 */
function apiRow(i) {
  return {
    Title: `${WORDS[i % 8]} ${WORDS_B[(i >> 3) % 8]} ${i}`,
    Amount: Math.floor(i / 7) % 1000,
    Price: ((i * 37) % 10_000) / 100,
    Done: i % 3 === 0,
    Status: STATUSES[i % 4],
    Email: `user${i}@example.com`,
    Day: new Date(START + (i % 1500) * DAY).toISOString().slice(0, 10),
    Notes: `note for row ${i}`,
  };
}

/** The same row as the database holds it on SQLite (column names, 0/1 booleans, UTC text times). */
function dbRow(i, stamp) {
  const row = apiRow(i);
  return [row.Title, row.Amount, row.Price, row.Done ? 1 : 0, row.Status, row.Email, row.Day, row.Notes, stamp, stamp];
}

/**
 * Inserts `count` rows straight into the SQLite file in batches of one transaction each (the 1,000,000-row table
 * is seeded this way: through the API it would be the bulk-insert figure again, only longer).
 */
function seedDirect(dbFile, tableName, count, batch = 50_000) {
  const Database = require(path.join(require.resolve('better-sqlite3')));
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  const names = COLUMNS.filter((c) => !c.pk).map((c) => `"${c.column_name}"`);
  const insert = db.prepare(
    `insert into "${tableName.replace(/"/g, '""')}" (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
  );
  const stamp = new Date().toISOString().replace('T', ' ').slice(0, 23);
  const many = db.transaction((from, to) => {
    for (let i = from; i < to; i++) insert.run(dbRow(i, stamp));
  });
  for (let from = 0; from < count; from += batch) many(from, Math.min(count, from + batch));
  db.close();
}

/**
 * The same rows straight into a PostgreSQL table, made by the database itself (one INSERT ... SELECT over
 * generate_series, the values of `apiRow` written in SQL), in batches of `batch` rows.
 */
async function seedDirectPg(url, tableName, count, batch = 250_000) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const list = (words) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;
  const table = `"${tableName.replace(/"/g, '""')}"`;
  try {
    for (let from = 0; from < count; from += batch) {
      await client.query(
        `insert into ${table} (title, amount, price, done, status, email, day, notes, created_at, updated_at)
         select (${list(WORDS)})[i % 8 + 1] || ' ' || (${list(WORDS_B)})[(i >> 3) % 8 + 1] || ' ' || i,
                (i / 7) % 1000, ((i * 37) % 10000) / 100.0, i % 3 = 0, (${list(STATUSES)})[i % 4 + 1],
                'user' || i || '@example.com', date '2020-01-01' + (i % 1500), 'note for row ' || i, now(), now()
         from generate_series($1::int, $2::int) i`,
        [from, Math.min(count, from + batch) - 1],
      );
    }
    await client.query(`analyze ${table}`);
  } finally {
    await client.end();
  }
}

/**
 * The same rows straight into a MySQL/MariaDB table, made by the server (INSERT ... SELECT over a cross join of
 * digits, portable to both: MySQL caps recursive CTEs at 1,000 rows by default), `batch` rows a statement.
 */
async function seedDirectMysql(url, tableName, count, batch = 100_000) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection(url);
  const words = (list) => list.map((w) => `'${w}'`).join(', ');
  const digits = `(${Array.from({ length: 10 }, (_, d) => `select ${d} as n`).join(' union all ')})`;
  const places = Math.ceil(Math.log10(batch));
  const number = Array.from({ length: places }, (_, p) => `d${p}.n * ${10 ** p}`).join(' + ');
  const from = Array.from({ length: places }, (_, p) => `${digits} d${p}`).join(', ');
  const table = `\`${tableName.replace(/`/g, '``')}\``;
  try {
    for (let start = 0; start < count; start += batch) {
      await connection.query(
        `insert into ${table} (title, amount, price, done, status, email, day, notes, created_at, updated_at)
         select concat(elt(i % 8 + 1, ${words(WORDS)}), ' ', elt((i >> 3) % 8 + 1, ${words(WORDS_B)}), ' ', i),
                (i div 7) % 1000, ((i * 37) % 10000) / 100, i % 3 = 0, elt(i % 4 + 1, ${words(STATUSES)}),
                concat('user', i, '@example.com'), date_add('2020-01-01', interval (i % 1500) day),
                concat('note for row ', i), now(), now()
         from (select ${number} + ? as i from ${from}) s where i < ? order by i`,
        [start, Math.min(count, start + batch)],
      );
    }
    await connection.query(`analyze table ${table}`);
  } finally {
    await connection.end();
  }
}

module.exports = { COLUMNS, apiRow, seedDirect, seedDirectMysql, seedDirectPg };
