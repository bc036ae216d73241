/**
 * A fresh database on a PostgreSQL or MySQL/MariaDB server for one benchmark run, dropped afterwards; undefined when
 * no server answers. `connect` opens an admin connection with `query` and `end`.
 */
async function scratchOn(base, connect, dropOptions = '') {
  let admin;
  try {
    admin = await connect(base);
  } catch {
    return undefined;
  }
  const name = `basalt_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name}${dropOptions}`);
      await admin.end();
    },
  };
}

/** On the local PostgreSQL, or BENCH_PG_URL's. */
function scratchPg() {
  return scratchOn(
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    async (url) => {
      const { Client } = require('pg');
      const client = new Client({ connectionString: url });
      await client.connect();
      return client;
    },
    // a server connection a run left behind must not keep the drop from happening
    ' with (force)',
  );
}

/** On the local MySQL/MariaDB, or BENCH_MYSQL_URL's. */
function scratchMysql() {
  return scratchOn(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test', (url) =>
    require('mysql2/promise').createConnection(url),
  );
}

module.exports = { scratchPg, scratchMysql };
