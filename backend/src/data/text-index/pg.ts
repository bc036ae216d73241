import type { Knex } from 'knex';
import { BASALT_INDEX_PREFIX, indexedColumns } from '../index-catalog';
import { MAX_PENDING_FOR_SEARCH, type TextIndexDriver, type TextIndexRef } from './driver';
import { textIndexHash } from './names';

/**
 * PostgreSQL's text index of one column (docs/ARCHITECTURE.md, indexes): a side table `(k, v)` holding a copy of
 * the column's text by the row's key, with the `pg_trgm` GIN index, caught up in the background. A GIN on the
 * table itself cost a bulk insert ~5 us a row (docs/PERFORMANCE.md); the side table costs it a row trigger's WHEN
 * comparing the key with a constant (nothing measurable). What waits for the copy is known:
 * - the rows above the high-water mark (the highest key copied in key order): an insert's usual place;
 * - the pending rows (`_pending`): updates of the column (a row trigger whose WHEN compares old and new, so other
 *   updates call nothing), and inserts at or below the mark (explicit keys), noted by the insert trigger.
 * A search narrows to the side table's matches plus those rows, then applies the plain ILIKE (filters/text.ts):
 * answers are the plain like's at any time; a deleted row's stale entry is turned down by the join.
 */
const TRIGRAM_PREFIX = `${BASALT_INDEX_PREFIX}trgm_`;

const trigramTableName = (tableName: string, column: string) => `${TRIGRAM_PREFIX}${textIndexHash(tableName, column)}`;
export const trigramPendingName = (side: string) => `${side}_pending`;
/**
 * One row: `mark`, the highest key copied in order (read by searches in their snapshot), and `bound`, the key at or
 * below which the insert trigger notes a row pending (the mark, or the highest key while a catch-up copies).
 */
export const trigramMarkName = (side: string) => `${side}_mark`;
const insertTriggerName = (side: string) => `${side}_ai`;
const ginName = (side: string) => `${side}_v`;

/** Rows copied per transaction while catching up (~0.2 s of GIN inserts each). */
const CATCH_UP_ROWS = 20_000;
/**
 * How long moving the insert bound waits for the table's writers in flight (then the catch-up tries again later);
 * writers arriving meanwhile queue behind it, readers do not.
 */
const BOUND_LOCK_TIMEOUT_MS = 1_000;
const LOWEST_KEY = '-9223372036854775808';
const HIGHEST_KEY = '9223372036854775807';
/** How long a catch-up's lease lasts: past it, a catch-up that died no longer keeps another from running. */
const CATCH_UP_LEASE_S = 600;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Run = (text: string, bindings?: readonly Knex.RawBinding[]) => Promise<Array<Record<string, unknown>>>;
const runner =
  (knex: Knex): Run =>
  async (text, bindings = []) =>
    ((await knex.raw(text, bindings as Knex.RawBinding[])) as { rows: Array<Record<string, unknown>> }).rows;

/**
 * Makes the side table, its triggers and its mark; copies every row (no GIN yet: one bulk build after) and builds
 * the GIN index. Writes go on throughout: the triggers are made in one short transaction (it waits for the writes
 * in flight, as any trigger creation does), the copy is a catch-up. Refuses a key that is not an integer.
 */
async function buildTrigramIndex(knex: Knex, tableName: string, column: string, key: string): Promise<void> {
  const run = runner(knex);
  const type = await run(
    `select format_type(atttypid, null) as type from pg_attribute where attrelid = to_regclass(?) and attname = ?`,
    [quoted(tableName), key],
  );
  const keyType = String(type[0]?.type);
  if (!['smallint', 'integer', 'bigint'].includes(keyType)) {
    throw new Error(`${tableName}: a text index needs an integer key`);
  }
  await run('create extension if not exists pg_trgm');
  const side = trigramTableName(tableName, column);
  const pending = trigramPendingName(side);
  const mark = trigramMarkName(side);
  await knex.transaction(async (trx) => {
    const inTx = runner(trx);
    // The table first, in a mode readers do not wait for: two builds take turns, and nothing below takes a lock a
    // search holds (a search locks the table, then the side tables; dropping a trigger would lock the table
    // against it, so an existing trigger is kept).
    await inTx('lock table ?? in share row exclusive mode', [tableName]);
    await inTx(`create table if not exists ?? (k ${keyType} primary key, v text)`, [side]);
    await inTx('create table if not exists ?? (k bigint primary key, n integer not null default 0)', [pending]);
    await inTx(
      `create table if not exists ?? (id integer primary key check (id = 0), mark bigint not null,
         bound bigint not null, busy_until timestamptz)`,
      [mark],
    );
    await inTx(`insert into ?? (id, mark, bound) values (0, ${LOWEST_KEY}, ${LOWEST_KEY}) on conflict do nothing`, [
      mark,
    ]);
    // `on conflict ... do update` locks the pending row until the writer commits, so a catch-up taking it waits for
    // that writer, then copies what it wrote.
    await inTx(
      `create or replace function ??() returns trigger language plpgsql as $f$ begin
         insert into ?? (k) values (new.??) on conflict (k) do update set n = ??.n + 1; return null; end $f$`,
      [`${side}_note`, pending, key, pending],
    );
    const triggers = await inTx('select tgname from pg_trigger where tgrelid = to_regclass(?)', [quoted(tableName)]);
    const has = (name: string) => triggers.some((t) => t.tgname === name);
    // Inserts: a row trigger whose WHEN compares the key with the bound, a constant (the function is called only
    // for a row at or below it).
    if (!has(insertTriggerName(side))) await createInsertTrigger(trx, tableName, key, side, LOWEST_KEY);
    // The column list and WHEN are kept by attribute number: a renamed column keeps its trigger (and its index).
    if (!has(`${side}_au`)) {
      await inTx(
        `create trigger ?? after update of ??, ?? on ?? for each row
         when (old.?? is distinct from new.?? or old.?? is distinct from new.??) execute function ??()`,
        [`${side}_au`, column, key, tableName, column, column, key, key, `${side}_note`],
      );
    }
  });
  await catchUpTrigramIndex(knex, { tableName, column, key, index: side }, Number.MAX_SAFE_INTEGER);
  await run('create index if not exists ?? on ?? using gin (v gin_trgm_ops)', [ginName(side), side]);
  await run('analyze ??', [side]);
  // A trigram GIN made on the table itself by an earlier version: its work is done by the side table now.
  const legacy = (await indexedColumns(knex, tableName)).filter(
    (i) => i.method === 'gin' && i.column === column && i.index.startsWith(BASALT_INDEX_PREFIX),
  );
  for (const { index } of legacy) await run('drop index concurrently if exists ??', [index]);
}

/** The insert trigger noting rows at or below `bound` (an integer, written into its WHEN as a constant). */
async function createInsertTrigger(knex: Knex, tableName: string, key: string, side: string, bound: string) {
  if (!/^-?\d+$/.test(bound)) throw new Error(`${side}: bad bound ${bound}`);
  await runner(knex)(
    `create or replace trigger ?? after insert on ?? for each row when (new.?? <= ${bound}) execute function ??()`,
    [insertTriggerName(side), tableName, key, `${side}_note`],
  );
}

/**
 * Moves the insert bound to the highest key (`all`: every insert is noted) or down to the mark. Replacing the trigger
 * takes the table's SHARE ROW EXCLUSIVE lock: it waits until every transaction writing the table has ended, and
 * every writer after it sees the new bound. False if those writers did not end within BOUND_LOCK_TIMEOUT_MS.
 */
async function moveInsertBound(
  knex: Knex,
  tableName: string,
  key: string,
  side: string,
  to: 'all' | 'mark',
): Promise<boolean> {
  const mark = trigramMarkName(side);
  try {
    await knex.transaction(async (trx) => {
      const run = runner(trx);
      await run(`set local lock_timeout = ${BOUND_LOCK_TIMEOUT_MS}`);
      await run('lock table ?? in share row exclusive mode', [tableName]);
      const bound = to === 'all' ? HIGHEST_KEY : String((await run('select mark from ??', [mark]))[0]!.mark);
      await createInsertTrigger(trx, tableName, key, side, bound);
      await run(`update ?? set bound = ${bound}`, [mark]);
    });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
    throw error;
  }
}
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Copies what waits into the side table: the pending rows, then the rows above the mark in key order, the mark
 * moving up in the same transaction. Only one catch-up of an index runs at a time (a lease in the mark's row, which
 * a catch-up that died lets lapse). Resolves with the number of rows copied.
 *
 * Why no insert is lost although keys are handed out before their transactions commit, in any order: before copying
 * rows above the mark, the insert bound is raised to the highest key (`moveInsertBound`), which waits until every
 * transaction writing the table has ended: an insert whose trigger looked at the bound before has committed by then
 * (the copy sees it), one whose trigger looks after notes its row as pending. The bound comes back down to the mark
 * once the mark has moved (never below it); if the writers do not let it, it stays raised (inserts noted, nothing
 * lost) until a later catch-up lowers it.
 */
async function catchUpTrigramIndex(
  knex: Knex,
  { tableName, column, key, index: side }: TextIndexRef,
  rows = CATCH_UP_ROWS,
): Promise<number> {
  const run = runner(knex);
  const mark = trigramMarkName(side);
  // A lease rather than a lock held by a connection: a pool of one connection still catches up.
  const leased = await run(
    `update ?? set busy_until = clock_timestamp() + interval '${CATCH_UP_LEASE_S} seconds'
      where busy_until is null or busy_until < clock_timestamp() returning 1 as ok`,
    [mark],
  );
  if (!leased.length) return 0;
  try {
    // The column as named when the catch-up started: one renamed meanwhile fails a batch, and the next catch-up
    // copies it by its new name.
    const copy = { tableName, key, side, column };
    return (await copyPending(knex, copy)) + (await copyAboveMark(knex, copy, rows));
  } finally {
    await run('update ?? set busy_until = null', [mark]);
  }
}

/** What a catch-up copies: the table's column, by its key, into the side table. */
interface Copy {
  tableName: string;
  key: string;
  side: string;
  column: string;
}

async function copyPending(knex: Knex, { tableName, key, side, column }: Copy): Promise<number> {
  const pending = trigramPendingName(side);
  let copied = 0;
  for (;;) {
    const n = await knex.transaction(async (trx) => {
      const run = runner(trx);
      // Deleting waits for a writer holding a pending row; the copy, a later statement, sees what it wrote.
      const taken = await run(
        `delete from ?? where k in (select k from ?? order by k limit ${CATCH_UP_ROWS}) returning k`,
        [pending, pending],
      );
      if (!taken.length) return 0;
      const keys = taken.map((r) => String(r.k));
      await run('delete from ?? where k = any(?::bigint[])', [side, keys]);
      await run('insert into ?? (k, v) select ??, ??::text from ?? where ?? = any(?::bigint[])', [
        side,
        key,
        column,
        tableName,
        key,
        keys,
      ]);
      return keys.length;
    });
    copied += n;
    if (n < CATCH_UP_ROWS) return copied;
  }
}

async function copyAboveMark(knex: Knex, { tableName, key, side, column }: Copy, rows: number) {
  const run = runner(knex);
  const mark = trigramMarkName(side);
  const state = await run(
    `select exists (select 1 from ?? where ?? > (select mark from ??)) as any, (select bound <> mark from ??) as raised`,
    [tableName, key, mark, mark],
  );
  if (!state[0]?.any) {
    if (state[0]?.raised) await moveInsertBound(knex, tableName, key, side, 'mark');
    return 0;
  }
  if (!(await moveInsertBound(knex, tableName, key, side, 'all'))) return 0;
  try {
    let copied = 0;
    for (;;) {
      const done = await run(
        `with copied as (
           insert into ?? (k, v) select ??, ??::text from ?? where ?? > (select mark from ??) order by ?? limit ${rows}
           on conflict (k) do update set v = excluded.v returning k)
         update ?? set mark = coalesce((select max(k) from copied), mark) returning (select count(*) from copied) as n`,
        [side, key, column, tableName, key, mark, key, mark],
      );
      const n = Number(done[0]?.n ?? 0);
      copied += n;
      if (n < rows) return copied;
    }
  } finally {
    await moveInsertBound(knex, tableName, key, side, 'mark');
  }
}

/**
 * The side table of each indexed column, found from the update trigger's column list (kept by attribute number,
 * so a renamed column keeps its text index).
 */
async function trigramIndexes(knex: Knex, tableName: string): Promise<Map<string, string>> {
  const rows = await runner(knex)(
    `select t.tgname as name, a.attname as column
       from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_namespace ns on ns.oid = c.relnamespace and ns.nspname = current_schema()
       join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = t.tgattr[0]
      where c.relname = ? and t.tgname like ? escape '!'`,
    [tableName, `${TRIGRAM_PREFIX.replace(/_/g, '!_')}%!_au`],
  );
  return new Map(rows.map((r) => [String(r.column), String(r.name).slice(0, -'_au'.length)]));
}

/** The one-column primary key of a table (a text index is made only on a table keyed by one integer). */
async function primaryKeyOf(knex: Knex, tableName: string): Promise<string | undefined> {
  const rows = await runner(knex)(
    `select a.attname as key from pg_index x
       join pg_class c on c.oid = x.indrelid
       join pg_namespace ns on ns.oid = c.relnamespace and ns.nspname = current_schema()
       join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
      where c.relname = ? and x.indisprimary and x.indnatts = 1`,
    [tableName],
  );
  return rows[0] ? String(rows[0].key) : undefined;
}

/** Whether the side table's GIN is built and few enough rows wait (pending, or above the mark) to narrow a search. */
async function trigramIndexUsable(knex: Knex, tableName: string, side: string): Promise<boolean> {
  const key = await primaryKeyOf(knex, tableName);
  if (!key) return false;
  const limit = MAX_PENDING_FOR_SEARCH + 1;
  const rows = await runner(knex)(
    `select to_regclass(?) is not null as built,
            (select count(*) from (select 1 from ?? limit ${limit}) p)
          + (select count(*) from (select 1 from ?? where ?? > (select mark from ??) limit ${limit}) a) as n`,
    [quoted(ginName(side)), trigramPendingName(side), tableName, key, trigramMarkName(side)],
  );
  return Boolean(rows[0]?.built) && Number(rows[0]?.n ?? 0) <= MAX_PENDING_FOR_SEARCH;
}

/** Drops a text index's triggers, functions and tables (the update trigger would stop its column from being dropped). */
async function dropTrigramTables(knex: Knex, tableName: string, side: string): Promise<void> {
  const run = runner(knex);
  for (const suffix of ['_ai', '_au']) await run('drop trigger if exists ?? on ??', [`${side}${suffix}`, tableName]);
  await run('drop function if exists ??()', [`${side}_note`]);
  for (const name of [side, trigramPendingName(side), trigramMarkName(side)])
    await run('drop table if exists ??', [name]);
}

export const trigramTextIndex: TextIndexDriver = {
  build: buildTrigramIndex,
  catchUp: (knex, ref) => catchUpTrigramIndex(knex, ref),
  indexesOf: trigramIndexes,
  usable: trigramIndexUsable,
  drop: dropTrigramTables,
  // The side table's copy, ILIKE the same pattern: its GIN index serves it.
  candidates: (knex, side, pattern) => knex.raw('select k from ?? where v ilike ?', [side, pattern]),
  waiting: (knex, side) => ({
    pending: knex.raw('select k from ??', [trigramPendingName(side)]),
    markTable: trigramMarkName(side),
  }),
};
