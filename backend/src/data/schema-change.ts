import type { Knex } from 'knex';
import { autoIndexesOf } from './auto-index';
import { TRANSACTIONAL_DDL, dialectOf } from './dialect';

/** A change to a base's schema with the metadata that describes it. */
export interface SchemaChange<T> {
  /** DDL (and data rewrites) on the base's database. */
  data(knex: Knex): Promise<void>;
  /** The metadata writes, in a meta DB transaction. */
  meta(trx: Knex.Transaction): Promise<T>;
  /** Takes the data step back when the metadata cannot be written and the DDL has committed (MySQL). */
  undo?(knex: Knex): Promise<void>;
  /** Removing things: where DDL commits at once, write the metadata first (a stray table beats a missing one). */
  removing?: boolean;
}

/**
 * Applies DDL and metadata together. Where the database rolls DDL back (SQLite, PostgreSQL, MSSQL) both run in
 * transactions that commit together: one transaction when the base is the meta DB itself. MySQL commits each
 * DDL statement on the spot, so there the steps run one after the other, with `undo` on failure. Indexes being
 * built in the background on the base's database finish first (auto-index.ts, `exclusive`).
 */
export function applySchemaChange<T>(meta: Knex, data: Knex, change: SchemaChange<T>): Promise<T> {
  return autoIndexesOf(data).exclusive(() => applyNow(meta, data, change));
}

async function applyNow<T>(meta: Knex, data: Knex, change: SchemaChange<T>): Promise<T> {
  if (TRANSACTIONAL_DDL[dialectOf(data)]) {
    if (data === meta) {
      return meta.transaction(async (trx) => {
        await change.data(trx);
        return change.meta(trx);
      });
    }
    return data.transaction(async (dataTrx) => {
      await change.data(dataTrx);
      return meta.transaction((metaTrx) => change.meta(metaTrx));
    });
  }
  if (change.removing) {
    const result = await meta.transaction((trx) => change.meta(trx));
    await change.data(data);
    return result;
  }
  await change.data(data);
  try {
    return await meta.transaction((trx) => change.meta(trx));
  } catch (err) {
    await change.undo?.(data).catch(() => undefined);
    throw err;
  }
}
