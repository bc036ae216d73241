import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { TEST_MYSQL_URL, TEST_PG_URL, type TestDialect } from './servers';

export interface TestDatabase {
  dialect: TestDialect;
  /** BASALT_DB for this database; undefined for SQLite. */
  url: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, empty database of its own for one test file, on the given dialect. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-test-'));
  const removeDir = () => fs.promises.rm(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') return { dialect, url: undefined, dataDir, drop: removeDir };

  const name = `basalt_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const serverUrl = dialect === 'pg' ? TEST_PG_URL : TEST_MYSQL_URL;
  const admin = knex({ client: dialect === 'pg' ? 'pg' : 'mysql2', connection: serverUrl, pool: { min: 0, max: 1 } });
  // A known collation, so tests can state how text sorts: byte order on PostgreSQL, MariaDB's case-insensitive
  // default (utf8mb4_general_ci) on MySQL, whatever the server's own default is.
  await admin.raw(
    dialect === 'pg'
      ? `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C'`
      : `create database \`${name}\` character set utf8mb4 collate utf8mb4_general_ci`,
  );
  await admin.destroy();

  return {
    dialect,
    url: withDatabase(serverUrl, name),
    dataDir,
    async drop() {
      const again = knex({
        client: dialect === 'pg' ? 'pg' : 'mysql2',
        connection: serverUrl,
        pool: { min: 0, max: 1 },
      });
      try {
        await again.raw(
          dialect === 'pg' ? `drop database if exists "${name}" with (force)` : `drop database if exists \`${name}\``,
        );
      } finally {
        await again.destroy();
        await removeDir();
      }
    },
  };
}
