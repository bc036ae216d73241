import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import { clientOf, sqliteFileOf } from './driver';

/** The worker: one connection of its own, the statements in one IMMEDIATE transaction, then it says so. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { fileMustExist: true });
try {
  db.pragma('busy_timeout = 30000');
  db.exec('begin immediate');
  try {
    for (const sql of workerData.statements) db.exec(sql);
    db.exec('commit');
  } catch (err) {
    if (db.inTransaction) db.exec('rollback');
    throw err;
  }
  parentPort.postMessage({ ok: true });
} catch (err) {
  parentPort.postMessage({ ok: false, message: String(err && err.message ? err.message : err) });
} finally {
  db.close();
}
`;

function runWorker(filename: string, statements: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), filename, statements },
    });
    worker.once('message', (result: { ok: boolean; message?: string }) =>
      result.ok ? resolve() : reject(new Error(result.message)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => (code ? reject(new Error(`index build worker exited with ${code}`)) : undefined));
  });
}

/**
 * Runs SQLite DDL that reads the whole table (an index build) without stopping the server (docs/ARCHITECTURE.md,
 * indexes): in a worker thread, on a connection of its own, while the Knex pool's one connection (the writer) is
 * held, so no write starts meanwhile. Writes wait in the pool's queue (neither lost nor refused), the fast path's
 * reader keeps reading beside it (WAL), and the event loop stays free. `statements` are complete SQL texts.
 */
export async function runSqliteInBackground(knex: Knex, statements: string[]): Promise<void> {
  const filename = sqliteFileOf(knex);
  if (!filename) {
    for (const sql of statements) await knex.raw(sql);
    return;
  }
  const client = clientOf(knex);
  const writer = await client.acquireConnection();
  try {
    await runWorker(filename, statements);
  } finally {
    await client.releaseConnection(writer);
  }
}
