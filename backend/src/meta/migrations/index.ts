import type { Knex } from 'knex';
import * as init from './0001_init';
import * as auth from './0002_auth';
import * as workspace from './0003_workspace';
import * as viewSettings from './0004_view_settings';
import * as gridGroupFreeze from './0005_grid_group_freeze';
import * as virtualColumns from './0006_virtual_columns';
import * as formColumns from './0007_form_columns';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** Migrations in order, imported rather than read from disk so they run the same from sources and from dist. */
const MIGRATIONS: Array<[string, Migration]> = [
  ['0001_init', init],
  ['0002_auth', auth],
  ['0003_workspace', workspace],
  ['0004_view_settings', viewSettings],
  ['0005_grid_group_freeze', gridGroupFreeze],
  ['0006_virtual_columns', virtualColumns],
  ['0007_form_columns', formColumns],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
