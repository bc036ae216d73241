import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { openMetaDb } from '../meta/db';
import { autoIndexesOf, closeDatabase } from './auto-index';

/** A SQLite database file with one table of rows; Basalt's own pool on it (one connection, the writer). */
async function seeded(dir: string) {
  const db = openMetaDb({ dataDir: dir, metaDbUrl: '' });
  await db.schema.createTable('rows', (t) => {
    t.increments('id');
    t.string('name');
    t.integer('n');
  });
  await db.batchInsert(
    'rows',
    Array.from({ length: 2000 }, (_, i) => ({ name: `r${i}`, n: i % 97 })),
    500,
  );
  return db;
}

async function basaltIndexes(dir: string): Promise<string[]> {
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename: path.join(dir, 'basalt.db') },
    useNullAsDefault: true,
  });
  try {
    const list = (await db.raw(`pragma index_list('rows')`)) as Array<{ name: string }>;
    return list.map((i) => i.name).filter((n) => n.startsWith('bx_'));
  } finally {
    await db.destroy();
  }
}

describe('closeDatabase: background index builds stop before the pool closes', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-close-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('drops builds not yet started, asks the destroyed pool for nothing and logs nothing', async () => {
    const db = await seeded(dir);
    const spies = (['log', 'warn', 'error'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => {}));
    const acquire = jest.spyOn(db.client, 'acquireConnection');
    try {
      autoIndexesOf(db).request('rows', 'order', ['name', 'n'], 'id', 1);
      await closeDatabase(db);
      const askedAfterClose = acquire.mock.calls.length;
      // Whatever was in flight has settled: nothing more reaches the pool, nothing is logged.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(acquire.mock.calls.length).toBe(askedAfterClose);
      spies.forEach((spy) => expect(spy).not.toHaveBeenCalled());
      expect(await basaltIndexes(dir)).toEqual([]);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('queues nothing once closed, though asked again', async () => {
    const db = await seeded(dir);
    const manager = autoIndexesOf(db);
    await closeDatabase(db);
    const acquire = jest.spyOn(db.client, 'acquireConnection');
    manager.request('rows', 'order', ['name'], 'id', 2);
    await manager.idle();
    expect(acquire).not.toHaveBeenCalled();
    expect(await basaltIndexes(dir)).toEqual([]);
  });
});
