import type { Knex } from 'knex';

const ID = 20;

/**
 * Projects and their data sources (bases), project membership, and the metadata of user tables: tables
 * (models), columns, select options and views (docs/API.md §4). Child rows go with their parent (cascade).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('nc_projects', (t) => {
    t.string('id', ID).primary();
    t.string('title', 255).notNullable();
    t.string('prefix', 32);
    t.string('status', 50);
    t.text('description');
    t.text('meta');
    t.string('color', 64);
    // Shared-base settings (a later issue) live on the project, as in NocoDB.
    t.string('uuid', 64).unique('nc_projects_uuid_unique');
    t.string('password', 255);
    t.string('roles', 255);
    t.boolean('deleted').notNullable().defaultTo(false);
    t.boolean('is_meta').notNullable().defaultTo(true);
    t.double('order');
    t.timestamps(true, true);
  });
  await db.schema.createTable('nc_bases', (t) => {
    t.string('id', ID).primary();
    t.string('project_id', ID).notNullable().references('id').inTable('nc_projects').onDelete('CASCADE');
    t.string('alias', 255);
    // Connection settings of an external database; null for the default base (the meta DB itself).
    t.text('config');
    t.text('meta');
    t.string('type', 20).notNullable();
    t.boolean('is_meta').notNullable().defaultTo(false);
    t.string('inflection_column', 50);
    t.string('inflection_table', 50);
    t.double('order');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.index(['project_id'], 'nc_bases_project_id_idx');
  });
  await db.schema.createTable('nc_project_users', (t) => {
    t.string('project_id', ID).notNullable().references('id').inTable('nc_projects').onDelete('CASCADE');
    t.string('fk_user_id', ID).notNullable().references('id').inTable('nc_users').onDelete('CASCADE');
    t.string('roles', 255).notNullable();
    t.boolean('starred').notNullable().defaultTo(false);
    t.boolean('pinned').notNullable().defaultTo(false);
    t.double('order');
    t.timestamps(true, true);
    t.primary(['project_id', 'fk_user_id']);
    t.index(['fk_user_id'], 'nc_project_users_user_idx');
  });
  await db.schema.createTable('nc_models', (t) => {
    t.string('id', ID).primary();
    t.string('project_id', ID).notNullable().references('id').inTable('nc_projects').onDelete('CASCADE');
    t.string('base_id', ID).notNullable().references('id').inTable('nc_bases').onDelete('CASCADE');
    t.string('table_name', 255).notNullable();
    t.string('title', 255).notNullable();
    t.string('type', 20).notNullable().defaultTo('table');
    t.text('meta');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.boolean('mm').notNullable().defaultTo(false);
    t.string('tags', 255);
    t.boolean('pinned').notNullable().defaultTo(false);
    t.boolean('deleted').notNullable().defaultTo(false);
    t.double('order');
    t.timestamps(true, true);
    t.unique(['base_id', 'table_name'], { indexName: 'nc_models_base_table_unique' });
    t.index(['project_id'], 'nc_models_project_id_idx');
  });
  await db.schema.createTable('nc_columns', (t) => {
    t.string('id', ID).primary();
    t.string('fk_model_id', ID).notNullable().references('id').inTable('nc_models').onDelete('CASCADE');
    t.string('base_id', ID).notNullable();
    t.string('project_id', ID).notNullable();
    t.string('title', 255).notNullable();
    t.string('column_name', 255);
    t.string('uidt', 50).notNullable();
    t.string('dt', 255);
    t.string('np', 50);
    t.string('ns', 50);
    t.string('clen', 50);
    t.string('cop', 255);
    t.boolean('pk').notNullable().defaultTo(false);
    t.boolean('pv').notNullable().defaultTo(false);
    t.boolean('rqd').notNullable().defaultTo(false);
    t.boolean('un').notNullable().defaultTo(false);
    t.text('ct');
    t.boolean('ai').notNullable().defaultTo(false);
    t.boolean('unique').notNullable().defaultTo(false);
    t.text('cdf');
    t.text('cc');
    t.string('csn', 255);
    t.string('dtx', 255);
    t.text('dtxp');
    t.string('dtxs', 255);
    t.boolean('au').notNullable().defaultTo(false);
    t.text('validate');
    t.boolean('virtual').notNullable().defaultTo(false);
    t.boolean('deleted').notNullable().defaultTo(false);
    t.boolean('system').notNullable().defaultTo(false);
    t.text('meta');
    t.double('order');
    t.timestamps(true, true);
    t.index(['fk_model_id'], 'nc_columns_model_idx');
  });
  await db.schema.createTable('nc_col_select_options', (t) => {
    t.string('id', ID).primary();
    t.string('fk_column_id', ID).notNullable().references('id').inTable('nc_columns').onDelete('CASCADE');
    t.string('title', 255).notNullable();
    t.string('color', 64);
    t.double('order');
    t.timestamps(true, true);
    t.index(['fk_column_id'], 'nc_col_select_options_column_idx');
  });
  await db.schema.createTable('nc_views', (t) => {
    t.string('id', ID).primary();
    t.string('fk_model_id', ID).notNullable().references('id').inTable('nc_models').onDelete('CASCADE');
    t.string('project_id', ID).notNullable();
    t.string('base_id', ID).notNullable();
    t.string('title', 255).notNullable();
    // NocoDB's view types: 1 form, 2 gallery, 3 grid, 4 kanban, 5 map.
    t.integer('type').notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.boolean('show_system_fields').notNullable().defaultTo(false);
    t.string('lock_type', 50).notNullable().defaultTo('collaborative');
    t.string('uuid', 64).unique('nc_views_uuid_unique');
    t.string('password', 255);
    t.boolean('show').notNullable().defaultTo(true);
    t.double('order');
    t.text('meta');
    t.timestamps(true, true);
    t.index(['fk_model_id'], 'nc_views_model_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'nc_views',
    'nc_col_select_options',
    'nc_columns',
    'nc_models',
    'nc_project_users',
    'nc_bases',
    'nc_projects',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
