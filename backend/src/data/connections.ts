import knex, { type Knex } from 'knex';
import type { BaseRecord } from '../meta/types';
import { closeDatabase } from './auto-index';

/** What the engine needs of a base to reach its database. */
export type BaseTarget = Pick<BaseRecord, 'id' | 'type' | 'is_meta' | 'config'>;

/** Opens the Knex instance of an external base from its `config` ({client, connection}); a later issue. */
export type ExternalOpener = (base: BaseTarget) => Knex;

const openFromConfig: ExternalOpener = (base) => {
  if (!base.config) throw new Error(`base ${base.id} has no connection settings`);
  const config = JSON.parse(base.config) as Knex.Config;
  return knex({ ...config, pool: { min: 0, max: 5, ...config.pool } });
};

/**
 * One cached Knex connection (pool) per base. The default base keeps its tables in the meta DB, so it uses the
 * meta Knex itself; external bases open their own on first use.
 */
export class BaseConnections {
  private readonly cache = new Map<string, Knex>();

  constructor(
    private readonly meta: Knex,
    private readonly openExternal: ExternalOpener = openFromConfig,
  ) {}

  get(base: BaseTarget): Knex {
    if (base.is_meta) return this.meta;
    let connection = this.cache.get(base.id);
    if (!connection) {
      connection = this.openExternal(base);
      this.cache.set(base.id, connection);
    }
    return connection;
  }

  /** Closes a base's pool (after its settings change or it is deleted). */
  async release(baseId: string): Promise<void> {
    const connection = this.cache.get(baseId);
    this.cache.delete(baseId);
    if (connection) await closeDatabase(connection);
  }

  async destroyAll(): Promise<void> {
    await Promise.all([...this.cache.keys()].map((id) => this.release(id)));
  }
}
