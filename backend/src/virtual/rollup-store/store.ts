import type { Knex } from 'knex';
import { moveIndexEpoch } from '../../data/auto-index';
import { dialectOf } from '../../data/dialect';
import { OUTER, type RollupStorePlan, type TriggerPlan } from './plan';

/**
 * Rollup stores (plan.ts) are made on first need, like the indexes of data/auto-index.ts: the first sort by a
 * rollup queues the build in the background and is answered by the rollup's own SQL, as is every request until the
 * store is complete. Building: the side table and its triggers in one transaction (from then on every write keeps
 * the rows it touches exact), then every row's value in batches (a row a trigger wrote meanwhile is kept), the index
 * last, then `ready` in the registry table `bx_rollup_stores` of the base, which survives restarts.
 */
export const REGISTRY = 'bx_rollup_stores';

/** Rows computed per statement while filling a store (each batch its own short transaction). */
const FILL_BATCH = 5000;

type State = 'building' | 'ready' | 'failed';
const states = new Map<string, State>();
let queue: Promise<unknown> = Promise.resolve();

/** Whether the store can be read (complete, and known to this server). */
export const storeReady = (name: string) => states.get(name) === 'ready';

const q = (knex: Knex, name: string) => knex.raw('??', [name]).toQuery();

async function ensureRegistry(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable(REGISTRY)) return;
  await knex.schema.createTable(REGISTRY, (t) => {
    t.string('name', 64).primary();
    t.string('field_id', 64).notNullable();
    t.text('tables').notNullable();
    t.integer('ready').notNullable().defaultTo(0);
  });
}

const triggerName = (plan: Pick<RollupStorePlan, 'name'>, i: number) => `${plan.name}_t${i}`;

function triggerSql(knex: Knex, plan: RollupStorePlan, trigger: TriggerPlan, i: number): string[] {
  const name = triggerName(plan, i);
  const on = `${trigger.event}${trigger.of ? ` of ${trigger.of.map((c) => q(knex, c)).join(', ')}` : ''}`;
  if (dialectOf(knex) === 'pg') {
    const fn = `${plan.name}_f${i}`;
    const body = trigger.statements.map((s) => `${s};`).join(' ');
    return [
      `create function ${q(knex, fn)}() returns trigger language plpgsql as $bx$ begin ${body} return null; end $bx$`,
      `create trigger ${q(knex, name)} after ${on} on ${q(knex, trigger.table)} for each row execute procedure ${q(knex, fn)}()`,
    ];
  }
  const body = trigger.statements.map((s) => `${s};`).join(' ');
  return [`create trigger ${q(knex, name)} after ${on} on ${q(knex, trigger.table)} begin ${body} end`];
}

/** Drops one store: its triggers (PostgreSQL: their functions), its table, its registry row. */
async function dropStore(knex: Knex, name: string): Promise<void> {
  // LIKE's wildcards are a superset here (`_` matches itself too): the names are checked exactly after.
  const mine = (found: string) => found.startsWith(`${name}_`);
  if (dialectOf(knex) === 'pg') {
    const fns = (await knex('pg_proc').select('proname').where('proname', 'like', `${name}%`)) as Array<{
      proname: string;
    }>;
    for (const { proname } of fns.filter((f) => mine(f.proname))) {
      await knex.raw(`drop function if exists ${q(knex, proname)}() cascade`);
    }
  } else {
    const triggers = (await knex('sqlite_master')
      .select('name')
      .where({ type: 'trigger' })
      .where('name', 'like', `${name}%`)) as Array<{ name: string }>;
    for (const t of triggers.filter((found) => mine(found.name))) {
      await knex.raw(`drop trigger if exists ${q(knex, t.name)}`);
    }
  }
  await knex.schema.dropTableIfExists(name);
  await knex(REGISTRY).where({ name }).delete();
}

/**
 * Drops every store that reads or sits on one of these tables, before they are altered or dropped (a trigger left
 * reading a dropped table or column would fail every write to the table it sits on). Made again on next need.
 */
export async function dropRollupStoresTouching(knex: Knex, tables: readonly string[]): Promise<void> {
  const dialect = dialectOf(knex);
  if ((dialect !== 'sqlite' && dialect !== 'pg') || !(await knex.schema.hasTable(REGISTRY))) return;
  const rows = (await knex(REGISTRY).select('name', 'tables')) as Array<{ name: string; tables: string }>;
  const wanted = new Set(tables);
  let dropped = false;
  for (const row of rows) {
    if (!row.tables.split('|').some((t) => wanted.has(t))) continue;
    await dropStore(knex, row.name);
    states.delete(row.name);
    dropped = true;
  }
  if (dropped) moveIndexEpoch();
}

async function fill(knex: Knex, plan: RollupStorePlan): Promise<void> {
  const key = `${OUTER}.${plan.parentKey}`;
  const verb = dialectOf(knex) === 'pg' ? 'insert into' : 'insert or ignore into';
  const keep = dialectOf(knex) === 'pg' ? ' on conflict (bx_k) do nothing' : '';
  let after: unknown = undefined;
  for (;;) {
    const bound = knex(plan.parentTable).select(plan.parentKey).orderBy(plan.parentKey).limit(FILL_BATCH);
    if (after !== undefined) bound.where(plan.parentKey, '>', after as Knex.Value);
    const last = (await knex.from(bound.as('bx_batch')).max({ m: plan.parentKey }).first()) as { m: unknown };
    if (last?.m === null || last?.m === undefined) return;
    const range = after === undefined ? `${q(knex, key)} <= ?` : `${q(knex, key)} > ? and ${q(knex, key)} <= ?`;
    const bindings = after === undefined ? [last.m] : [after, last.m];
    await knex.raw(
      `${verb} ${q(knex, plan.name)} (bx_k, bx_v) ${plan.select} where ${range}${keep}`,
      bindings as Knex.RawBinding[],
    );
    after = last.m;
  }
}

async function build(knex: Knex, plan: RollupStorePlan): Promise<void> {
  await ensureRegistry(knex);
  const rows = (await knex(REGISTRY).where({ field_id: plan.fieldId })) as Array<{ name: string; ready: number }>;
  for (const row of rows) {
    if (row.name === plan.name && Number(row.ready) === 1) return;
    // The rollup changed (function, field, link) or its build was cut short.
    await dropStore(knex, row.name);
    if (row.name !== plan.name) states.delete(row.name);
  }
  // Whatever is left of it without a registry row (another server dropped it halfway).
  await dropStore(knex, plan.name);
  const pg = dialectOf(knex) === 'pg';
  await knex.transaction(async (trx) => {
    if (pg) {
      await trx.raw(`create table ${q(trx, plan.name)} as ${plan.select} where false`);
      await trx.raw(`alter table ${q(trx, plan.name)} add primary key (bx_k)`);
    } else {
      await trx.raw(`create table ${q(trx, plan.name)} (bx_k ${plan.integerKey ? 'integer ' : ''}primary key, bx_v)`);
    }
    for (const [i, trigger] of plan.triggers.entries()) {
      for (const sql of triggerSql(trx, plan, trigger, i)) await trx.raw(sql);
    }
    await trx(REGISTRY).insert({ name: plan.name, field_id: plan.fieldId, tables: plan.tables.join('|'), ready: 0 });
  });
  await fill(knex, plan);
  const order = pg ? 'bx_v nulls first, bx_k' : 'bx_v, bx_k';
  await knex.raw(`create index ${q(knex, `${plan.name}_v`)} on ${q(knex, plan.name)} (${order})`);
  // Without statistics of its own beside the table's, SQLite's planner scans the table and sorts it all.
  await knex.raw(`analyze ${q(knex, plan.name)}`);
  await knex(REGISTRY).where({ name: plan.name }).update({ ready: 1 });
}

/**
 * Asks for the store (once per server and definition): built in the background, one build at a time; when ready,
 * the metadata generation moves so sorts are compiled again to read it.
 */
export function wantRollupStore(knex: Knex, plan: RollupStorePlan): void {
  if (states.has(plan.name)) return;
  states.set(plan.name, 'building');
  queue = queue
    .then(() => build(knex, plan))
    .then(
      () => {
        states.set(plan.name, 'ready');
        moveIndexEpoch();
      },
      async (err: unknown) => {
        console.warn(`Rollup store ${plan.name} not built: ${err instanceof Error ? err.message : String(err)}`);
        await dropStore(knex, plan.name).catch(() => undefined);
        // Not asked again by this server: the rollup's own SQL keeps answering.
        states.set(plan.name, 'failed');
      },
    );
}

/** How often, at most, a server checks that a store it reads is still there. */
const RECHECK_MS = 10_000;
const checkedAt = new Map<string, number>();

/**
 * Another server on the same database may have dropped the store (its field or a table it reads changed): checked
 * now and then as table metadata is read (virtual/links.ts), so this one stops joining it and asks for it again.
 */
export function recheckRollupStore(knex: Knex, name: string, now = Date.now()): void {
  if (!storeReady(name) || now - (checkedAt.get(name) ?? 0) < RECHECK_MS) return;
  checkedAt.set(name, now);
  void knex(REGISTRY)
    .where({ name, ready: 1 })
    .first('name')
    .then((row: unknown) => {
      if (row || !storeReady(name)) return;
      states.delete(name);
      moveIndexEpoch();
    })
    .catch(() => undefined);
}

/** Waits for the builds asked for so far (tests, the bench). */
export const rollupStoresSettled = () => queue;
