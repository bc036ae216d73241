import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  cloneMysqlTemplate,
  copySqliteTemplate,
  createDatabaseSql,
  ensureMigratedTemplate,
  serverConnection,
  serverUrl,
  templateName,
  withDatabase,
} from './migrated-template';
import type { TestDialect } from './servers';

export interface TestDatabase {
  dialect: TestDialect;
  /** BASALT_DB for this database; undefined for SQLite. */
  url: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, on the given dialect: empty, or with `migrated` a copy of a database
 * the meta migrations were applied to (migrated-template.ts), as if they had just run on it.
 */
export async function createTestDatabase(
  dialect: TestDialect,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-test-'));
  const removeDir = () => fs.promises.rm(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    if (migrated) await copySqliteTemplate(dataDir);
    return { dialect, url: undefined, dataDir, drop: removeDir };
  }

  const name = `basalt_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (migrated) await ensureMigratedTemplate(dialect);
  const admin = serverConnection(dialect);
  try {
    await admin.raw(createDatabaseSql(dialect, name, migrated && dialect === 'pg' ? templateName() : undefined));
  } finally {
    await admin.destroy();
  }
  if (migrated && dialect === 'mysql') await cloneMysqlTemplate(name);

  return {
    dialect,
    url: withDatabase(serverUrl(dialect), name),
    dataDir,
    async drop() {
      const again = serverConnection(dialect);
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
