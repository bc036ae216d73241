import type { Knex } from 'knex';
import { migrateMetaDb, openMetaDb } from '../../src/meta/db';
import { TEST_DIALECTS, skipEnvVar, type TestDialect } from './servers';
import { createDatabaseSql, dropDatabaseWithin, serverConnection } from './migrated-template';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * describeEachDb hands every test file a copy of one migrated template (migrated-template.ts) instead of
 * migrating its database: the copy must be what migrating gives, down to keys, indexes, collations and the
 * migration log, or the HTTP tests would run on a schema production never has.
 */

/** Everything about a schema a test could notice, as sorted rows, and the rows the migrations leave. */
const migrationLog = async (db: Knex) => ({
  migrations: await db('nc_migrations').select('id', 'name').orderBy('id'),
  lock: await db('nc_migrations_lock').select(),
});

async function schemaOf(db: Knex, dialect: TestDialect): Promise<unknown> {
  if (dialect === 'sqlite') {
    const objects = await db.raw(`select type, name, tbl_name, sql from sqlite_master order by type, name`);
    return { objects, ...(await migrationLog(db)) };
  }
  const schema = dialect === 'pg' ? 'public' : (await db.raw('select database() as name'))[0][0].name;
  const rows = async (sql: string) => {
    const result = await db.raw(sql, [schema]);
    return dialect === 'pg' ? result.rows : result[0];
  };
  return {
    columns: await rows(
      `select table_name, column_name, ordinal_position, column_default, is_nullable, data_type,
         character_maximum_length, numeric_precision, collation_name
       from information_schema.columns where table_schema = ? order by table_name, ordinal_position`,
    ),
    constraints:
      dialect === 'pg'
        ? await rows(
            `select conrelid::regclass::text as table_name, conname, contype, pg_get_constraintdef(oid) as definition
             from pg_constraint where connamespace = ?::regnamespace order by 1, 2`,
          )
        : // a key that referenced the template instead of the copy would show as referencing another schema
          await rows(
            `select table_name, constraint_name, column_name, referenced_table_name,
               referenced_table_schema = table_schema as within_the_database
             from information_schema.key_column_usage where table_schema = ? order by 1, 2, 3`,
          ),
    indexes:
      dialect === 'pg'
        ? await rows(`select tablename, indexname, indexdef from pg_indexes where schemaname = ? order by 1, 2`)
        : await rows(
            `select table_name, index_name, seq_in_index, column_name, non_unique from information_schema.statistics
             where table_schema = ? order by 1, 2, 3`,
          ),
    collation:
      dialect === 'pg'
        ? (
            await db.raw(`select datcollate, pg_encoding_to_char(encoding) as enc from pg_database
            where datname = current_database()`)
          ).rows
        : await rows(`select default_character_set_name, default_collation_name from information_schema.schemata
            where schema_name = ?`),
    ...(await migrationLog(db)),
  };
}

function open(database: TestDatabase): Knex {
  return openMetaDb({ dataDir: database.dataDir, metaDbUrl: database.url });
}

for (const dialect of TEST_DIALECTS) {
  const skipped = dialect !== 'sqlite' && process.env[skipEnvVar(dialect)];
  (skipped ? describe.skip : describe)(`a copy of the migrated template [${dialect}]`, () => {
    const databases: TestDatabase[] = [];
    const connections: Knex[] = [];

    async function connect(migrated: boolean): Promise<Knex> {
      const database = await createTestDatabase(dialect, { migrated });
      databases.push(database);
      const db = open(database);
      connections.push(db);
      if (!migrated) await migrateMetaDb(db);
      return db;
    }

    afterAll(async () => {
      await Promise.all(connections.map((db) => db.destroy()));
      await Promise.all(databases.map((database) => database.drop()));
    });

    it('has the schema and migration log that migrating a fresh database gives', async () => {
      const copy = await connect(true);
      const migrated = await connect(false);
      expect(await schemaOf(copy, dialect)).toEqual(await schemaOf(migrated, dialect));
    });

    it('is a database of its own: a write to one copy is not seen by another', async () => {
      const first = await connect(true);
      const second = await connect(true);
      await first('nc_migrations').insert({ name: 'only-in-the-first', batch: 99, migration_time: new Date() });
      expect(await second('nc_migrations').where({ name: 'only-in-the-first' })).toEqual([]);
    });
  });
}

for (const dialect of ['pg', 'mysql'] as const) {
  (process.env[skipEnvVar(dialect)] ? describe.skip : describe)(`dropping a template at the end [${dialect}]`, () => {
    it('never waits on a session left in a transaction on it for longer than it was given', async () => {
      const name = `basalt_drop_${process.pid}_${Date.now()}`;
      const admin = serverConnection(dialect);
      await admin.raw(createDatabaseSql(dialect, name));
      await admin.destroy();
      const holder = serverConnection(dialect, name);
      await holder.schema.createTable('held', (t) => t.integer('id'));
      await holder.raw('begin');
      await holder('held').select();
      try {
        const started = Date.now();
        const left = await dropDatabaseWithin(dialect, name, 1);
        expect(Date.now() - started).toBeLessThan(15_000);
        if (dialect === 'mysql') {
          // the open transaction's metadata lock holds the drop, which gives up after a second
          expect(left).toMatch(/lock wait timeout/i);
        } else {
          // PostgreSQL ends the other session (`with (force)`) rather than wait
          expect(left).toBeUndefined();
        }
      } finally {
        await holder.destroy().catch(() => undefined);
      }
      expect(await dropDatabaseWithin(dialect, name, 5)).toBeUndefined();
    });
  });
}
