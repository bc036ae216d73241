import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './http/logger';
import type { AuthKit } from './auth/kit';
import type { BaseConnections } from './data/connections';
import type { RecordsEngine } from './records/engine';

/** What routes need from the rest of the server, built once in `createApp`. */
export interface Services {
  config: Config;
  db: Knex;
  logger: Logger;
  startedAt: Date;
  auth: AuthKit;
  /** The data engine's connection per base (the default base shares `db`). */
  connections: BaseConnections;
  /** The records API's metadata and query caches (records/engine.ts). */
  records: RecordsEngine;
}
