import type { Knex } from 'knex';

/**
 * How far apart the ids of one multi-row INSERT are on a MySQL/MariaDB server, or undefined when they need not be
 * evenly spaced. MySQL answers only the first id a statement generated. The others follow it by
 * `auto_increment_increment` when the server hands a statement's ids out in one block: InnoDB's
 * `innodb_autoinc_lock_mode` 0 ("traditional") or 1 ("consecutive", MariaDB's default), and the engines that lock
 * the whole table. In mode 2 ("interleaved", MySQL 8's default) another session's insert may take ids in between.
 * Read once per database: both settings are fixed at the server's start, or set globally by its administrator.
 */
export function consecutiveIdStep(knex: Knex, trx: Knex.Transaction): Promise<number | undefined> {
  let step = steps.get(knex);
  if (!step) {
    step = trx
      .raw('select @@innodb_autoinc_lock_mode as lock_mode, @@auto_increment_increment as step')
      .then((result: [Array<{ lock_mode: unknown; step: unknown }>]) => stepOf(result[0][0]));
    steps.set(knex, step);
    // A failed read is not remembered: the next insert asks again (and goes row by row meanwhile).
    step.catch(() => steps.delete(knex));
  }
  return step.catch(() => undefined);
}

const steps = new WeakMap<Knex, Promise<number | undefined>>();

/** The step the server's settings guarantee, if they guarantee one. */
export function stepOf(settings: { lock_mode: unknown; step: unknown } | undefined): number | undefined {
  const lockMode = integerOf(settings?.lock_mode);
  const step = integerOf(settings?.step);
  if (!(lockMode === 0 || lockMode === 1)) return undefined;
  return Number.isSafeInteger(step) && step >= 1 ? step : undefined;
}

/** A setting's value as a number; NaN when there is none (`Number(null)` would read 0, lock mode 0). */
function integerOf(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
}
