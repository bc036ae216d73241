import knex from 'knex';
import { randomBytes } from 'node:crypto';
import { RUN_ENV_VAR } from './migrated-template';
import { TEST_MYSQL_URL, TEST_PG_URL, skipEnvVar } from './servers';

async function reachable(client: 'pg' | 'mysql2', url: string): Promise<string | undefined> {
  const db = knex({ client, connection: url, pool: { min: 0, max: 1 }, acquireConnectionTimeout: 5000 });
  try {
    await db.raw('select 1');
    return undefined;
  } catch (err) {
    return (err as Error).message || String(err);
  } finally {
    await db.destroy();
  }
}

/**
 * Probes PostgreSQL and MySQL once per run. An unreachable server skips its runs with a printed reason,
 * or fails the whole run when REQUIRE_DBS=1 (as CI sets it). Workers inherit the verdict through env, and the
 * run's name for the migrated templates they share (migrated-template.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  process.env[RUN_ENV_VAR] = `${process.pid}_${randomBytes(4).toString('hex')}`;
  for (const [dialect, client, url] of [
    ['pg', 'pg', TEST_PG_URL],
    ['mysql', 'mysql2', TEST_MYSQL_URL],
  ] as const) {
    const problem = await reachable(client, url);
    if (!problem) continue;
    const reason = `${dialect} at ${url.replace(/\/\/[^@]*@/, '//')} is unreachable: ${problem}`;
    if (process.env.REQUIRE_DBS === '1') throw new Error(`REQUIRE_DBS=1 but ${reason}`);
    console.warn(`\nSkipping the ${dialect} runs: ${reason}`);
    process.env[skipEnvVar(dialect)] = reason;
  }
}
