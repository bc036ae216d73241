import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { migrateMetaDb, openMetaDb } from '../../src/meta/db';
import { TEST_MYSQL_URL, TEST_PG_URL, type TestDialect } from './servers';

/**
 * One migrated database per dialect and Jest run, copied for every test file instead of migrating each file's
 * database again. Migrating costs ~0.4 s on MariaDB and ~0.3 s on PostgreSQL on a quiet machine but ~5 s and ~1 s
 * when the machine is shared (MariaDB's DDL waits on the disk); a copy costs ~0.1 s either way. The first
 * worker that needs a template makes it (under a lock the servers hold, so workers never make it twice);
 * global-teardown drops it. template-db.test.ts checks that a copy has the schema a migration gives.
 */

/** Set by global-setup for the whole run, so every worker shares the same templates and teardown finds them. */
export const RUN_ENV_VAR = 'BASALT_TEST_RUN';

export function templateName(): string {
  const run = process.env[RUN_ENV_VAR];
  if (!run) throw new Error(`${RUN_ENV_VAR} is not set: run the backend tests through Jest (global-setup sets it)`);
  return `basalt_tmpl_${run}`;
}

/** How long global teardown waits for a lock on a template before leaving it behind. */
const TEARDOWN_WAIT_S = 20;

export const templateDir = () => path.join(os.tmpdir(), templateName());

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A known collation, so tests can state how text sorts: byte order on PostgreSQL, MariaDB's case-insensitive
 * default (utf8mb4_general_ci) on MySQL, whatever the server's own default is. A PostgreSQL copy inherits it.
 */
export function createDatabaseSql(dialect: 'pg' | 'mysql', name: string, template?: string): string {
  if (dialect === 'mysql') return `create database \`${name}\` character set utf8mb4 collate utf8mb4_general_ci`;
  return template
    ? `create database "${name}" template "${template}"`
    : `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C'`;
}

export const serverUrl = (dialect: 'pg' | 'mysql') => (dialect === 'pg' ? TEST_PG_URL : TEST_MYSQL_URL);

/** One session (a lock or `set foreign_key_checks` holds for all its queries) to the server, or one database on it. */
export const serverConnection = (dialect: 'pg' | 'mysql', database?: string) =>
  knex({
    client: dialect === 'pg' ? 'pg' : 'mysql2',
    connection: database ? withDatabase(serverUrl(dialect), database) : serverUrl(dialect),
    pool: { min: 1, max: 1 },
  });

async function migrate(config: { dataDir: string; metaDbUrl: string | undefined }): Promise<void> {
  const db = openMetaDb(config);
  try {
    await migrateMetaDb(db);
  } finally {
    await db.destroy();
  }
}

/** Migrates into a directory of its own, then renames it into place: a worker never sees a half-made template. */
async function makeSqliteTemplate(): Promise<void> {
  if (fs.existsSync(templateDir())) return;
  const building = fs.mkdtempSync(`${templateDir()}-building-`);
  await migrate({ dataDir: building, metaDbUrl: undefined });
  try {
    fs.renameSync(building, templateDir());
  } catch {
    // another worker renamed its own, identical template first
    fs.rmSync(building, { recursive: true, force: true });
  }
}

async function makeServerTemplate(dialect: 'pg' | 'mysql'): Promise<void> {
  const name = templateName();
  const admin = serverConnection(dialect);
  try {
    if (dialect === 'pg') await admin.raw('select pg_advisory_lock(hashtext(?))', [name]);
    else await admin.raw('select get_lock(?, 600)', [name]);
    const exists =
      dialect === 'pg'
        ? (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0
        : (await admin.raw('select 1 from information_schema.schemata where schema_name = ?', [name]))[0].length > 0;
    if (exists) return;
    await admin.raw(createDatabaseSql(dialect, name));
    try {
      await migrate({ dataDir: os.tmpdir(), metaDbUrl: withDatabase(serverUrl(dialect), name) });
    } catch (err) {
      await admin.raw(dialect === 'pg' ? `drop database "${name}" with (force)` : `drop database \`${name}\``);
      throw err;
    }
  } finally {
    await admin.destroy(); // ends the session, and so releases the lock
  }
}

const made = new Map<TestDialect, Promise<void>>();

/** Makes the run's migrated template of `dialect` unless this worker or another already has. */
export function ensureMigratedTemplate(dialect: TestDialect): Promise<void> {
  let making = made.get(dialect);
  if (!making) {
    making = dialect === 'sqlite' ? makeSqliteTemplate() : makeServerTemplate(dialect);
    made.set(dialect, making);
    making.catch(() => made.delete(dialect)); // a later file tries again rather than inheriting the failure
  }
  return making;
}

/** What a MariaDB copy replays: each table's own CREATE TABLE, and the tables that hold rows (the migration log). */
interface MysqlSchema {
  creates: string[];
  tablesWithRows: string[];
}

let mysqlSchema: Promise<MysqlSchema> | undefined;

async function readMysqlSchema(): Promise<MysqlSchema> {
  const template = templateName();
  const admin = serverConnection('mysql', template);
  try {
    const [others] = await admin.raw(
      `select table_name as name from information_schema.tables where table_schema = ? and table_type <> 'BASE TABLE'
       union all select trigger_name from information_schema.triggers where trigger_schema = ?
       union all select routine_name from information_schema.routines where routine_schema = ?`,
      [template, template, template],
    );
    if (others.length) {
      throw new Error(`the migrations made views, triggers or routines, which cloneMysqlTemplate does not copy yet`);
    }
    const [tables] = await admin.raw(
      `select table_name as name from information_schema.tables where table_schema = ?`,
      [template],
    );
    const creates: string[] = [];
    const tablesWithRows: string[] = [];
    for (const { name } of tables as Array<{ name: string }>) {
      const [[created]] = await admin.raw(`show create table \`${name}\``);
      creates.push(created['Create Table']);
      const [[count]] = await admin.raw(`select count(*) as n from \`${name}\``);
      if (Number(count.n) > 0) tablesWithRows.push(name);
    }
    return { creates, tablesWithRows };
  } finally {
    await admin.destroy();
  }
}

/**
 * MariaDB cannot copy a database, so the copy replays the template's CREATE TABLEs (foreign keys, indexes,
 * collations and AUTO_INCREMENT counters included; a same-database reference is unqualified, so it points into
 * the copy) with foreign-key checks off, since they come in no particular order, then copies the rows.
 */
export async function cloneMysqlTemplate(name: string): Promise<void> {
  await ensureMigratedTemplate('mysql');
  mysqlSchema ??= readMysqlSchema();
  mysqlSchema.catch(() => (mysqlSchema = undefined));
  const { creates, tablesWithRows } = await mysqlSchema;
  const copy = serverConnection('mysql', name);
  try {
    await copy.raw('set foreign_key_checks = 0');
    for (const create of creates) await copy.raw(create);
    for (const table of tablesWithRows) {
      await copy.raw(`insert into \`${table}\` select * from \`${templateName()}\`.\`${table}\``);
    }
  } finally {
    await copy.destroy();
  }
}

/** Copies the migrated template into the empty SQLite data directory `dataDir`. */
export async function copySqliteTemplate(dataDir: string): Promise<void> {
  await ensureMigratedTemplate('sqlite');
  for (const file of fs.readdirSync(templateDir())) {
    fs.copyFileSync(path.join(templateDir(), file), path.join(dataDir, file));
  }
}

/** Drops the run's templates (global-teardown); servers whose runs were skipped are not asked. */
export async function dropMigratedTemplates(skipped: (dialect: 'pg' | 'mysql') => boolean): Promise<void> {
  fs.rmSync(templateDir(), { recursive: true, force: true });
  for (const dialect of ['pg', 'mysql'] as const) {
    if (skipped(dialect)) continue;
    const name = templateName();
    const left = await dropDatabaseWithin(dialect, name, TEARDOWN_WAIT_S);
    // a template left behind costs some disk on a test server, never a run's result
    if (left) console.warn(`The test template ${name} on ${dialect} was not dropped: ${left}`);
  }
}

/**
 * Drops a database, waiting at most `seconds` for a lock on it; answers why it was left, or undefined once dropped.
 * A session left in a transaction on it (MariaDB's metadata lock) would otherwise make the drop wait for
 * `lock_wait_timeout`, a year by default: a run whose tests all passed would never end.
 */
export async function dropDatabaseWithin(
  dialect: 'pg' | 'mysql',
  name: string,
  seconds: number,
): Promise<string | undefined> {
  const admin = serverConnection(dialect);
  try {
    await admin.raw(
      dialect === 'pg' ? `set lock_timeout = '${seconds}s'` : `set session lock_wait_timeout = ${seconds}`,
    );
    await admin.raw(
      dialect === 'pg' ? `drop database if exists "${name}" with (force)` : `drop database if exists \`${name}\``,
    );
    return undefined;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await admin.destroy();
  }
}
