/** A fresh PostgreSQL database for one benchmark run, dropped afterwards; undefined when no server answers. */
async function scratchPg() {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { Client } = require('pg');
  const admin = new Client({ connectionString: base });
  try {
    await admin.connect();
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
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

module.exports = { scratchPg };
