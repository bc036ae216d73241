import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { Config } from '../config';
import { registerFormulaFunctions, type SqliteFunctionHost } from '../data/sqlite/formula-functions';
import { migrationSource } from './migrations';

export type Dialect = 'sqlite' | 'pg' | 'mysql';

/** Which Knex client a database URL needs; SQLite when there is no URL. */
export function dialectOf(url: string | undefined): Dialect {
  if (!url) return 'sqlite';
  const protocol = url.split(':', 1)[0]!.toLowerCase();
  if (protocol === 'postgres' || protocol === 'postgresql' || protocol === 'pg') return 'pg';
  if (protocol === 'mysql' || protocol === 'mysql2' || protocol === 'mariadb') return 'mysql';
  throw new Error(`BASALT_DB must be a postgres:// or mysql:// URL, got "${protocol}:"`);
}

const KNEX_CLIENT: Record<Dialect, string> = { sqlite: 'better-sqlite3', pg: 'pg', mysql: 'mysql2' };

function normalisedUrl(url: string): string {
  return url.replace(/^(pg|postgresql):/i, 'postgres:').replace(/^(mysql2|mariadb):/i, 'mysql:');
}

/** Opens the meta DB: a SQLite file in the data directory, or the PostgreSQL/MySQL database of `BASALT_DB`. */
export function openMetaDb(config: Pick<Config, 'dataDir' | 'metaDbUrl'>): Knex {
  const dialect = dialectOf(config.metaDbUrl);
  if (dialect === 'sqlite') {
    fs.mkdirSync(config.dataDir, { recursive: true });
    return knex({
      client: KNEX_CLIENT.sqlite,
      connection: { filename: path.join(config.dataDir, 'basalt.db') },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(
          conn: SqliteFunctionHost & { pragma(sql: string): unknown },
          done: (err: Error | null, conn: unknown) => void,
        ) {
          // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
          conn.pragma('journal_mode = WAL');
          conn.pragma('synchronous = NORMAL');
          conn.pragma('foreign_keys = ON');
          conn.pragma('busy_timeout = 5000');
          registerFormulaFunctions(conn);
          done(null, conn);
        },
      },
    });
  }
  return knex({
    client: KNEX_CLIENT[dialect],
    connection: normalisedUrl(config.metaDbUrl!),
    pool: { min: 0, max: 10 },
  });
}

export async function migrateMetaDb(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource, tableName: 'nc_migrations' });
}
