import type { Knex } from 'knex';
import supertest from 'supertest';
import type Koa from 'koa';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { closeDatabase } from '../../src/data/auto-index';
import { migrateMetaDb, openMetaDb } from '../../src/meta/db';
import { TEST_DIALECTS, skipEnvVar, type TestDialect } from './servers';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestServer {
  dialect: TestDialect;
  app: Koa;
  db: Knex;
  config: Config;
  request: () => ReturnType<typeof supertest.agent>;
}

/**
 * Runs `suite` once per meta database (SQLite, PostgreSQL, MySQL), each on a fresh database with migrations
 * applied (a copy of the run's migrated template; migrating it again finds nothing left to do). `server()` gives
 * the running context inside tests. Unreachable servers skip (see global-setup).
 */
export function describeEachDb(
  title: string,
  suite: (server: () => TestServer) => void,
  env: NodeJS.ProcessEnv = {},
): void {
  for (const dialect of TEST_DIALECTS) {
    const skipped = dialect !== 'sqlite' && process.env[skipEnvVar(dialect)];
    (skipped ? describe.skip : describe)(`${title} [${dialect}]`, () => {
      let database: TestDatabase;
      let current: TestServer | undefined;

      beforeAll(async () => {
        database = await createTestDatabase(dialect, { migrated: true });
        const config = loadConfig({
          NODE_ENV: 'test',
          // Production's cost (10) takes ~0.1 s a hash in bcryptjs (more under load), and the suites sign up and in
          // again and again without testing the cost: they hash at the lowest cost the config allows unless they ask.
          BASALT_BCRYPT_ROUNDS: '4',
          BASALT_DATA_DIR: database.dataDir,
          ...(database.url ? { BASALT_DB: database.url } : {}),
          ...env,
        });
        const db = openMetaDb(config);
        await migrateMetaDb(db);
        const app = createApp({ config, db, logger: { info: () => {}, error: () => {} } });
        const server = app.callback();
        current = { dialect, app, db, config, request: () => supertest.agent(server) };
      });

      afterAll(async () => {
        if (current) await closeDatabase(current.db);
        await database?.drop();
      });

      suite(() => {
        if (!current) throw new Error('the test server is not ready');
        return current;
      });
    });
  }
}
