import type { Knex } from 'knex';

const ID = 20;

/**
 * What a view keeps besides its row in `nc_views` (docs/API.md §1.8-1.9, §4): grid settings, one row per column
 * shown in the view (visibility, order, width), sorts, and filters (a tree through `fk_parent_id`). Everything
 * goes with its view, and with the column it names.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('nc_grid_views', (t) => {
    t.string('fk_view_id', ID).primary().references('id').inTable('nc_views').onDelete('CASCADE');
    t.integer('row_height');
    t.text('meta');
    t.timestamps(true, true);
  });
  await db.schema.createTable('nc_view_columns', (t) => {
    t.string('id', ID).primary();
    t.string('fk_view_id', ID).notNullable().references('id').inTable('nc_views').onDelete('CASCADE');
    t.string('fk_column_id', ID).notNullable().references('id').inTable('nc_columns').onDelete('CASCADE');
    t.boolean('show').notNullable().defaultTo(true);
    t.double('order');
    t.string('width', 50);
    t.text('help');
    t.string('label', 255);
    t.timestamps(true, true);
    t.unique(['fk_view_id', 'fk_column_id'], { indexName: 'nc_view_columns_view_column_unique' });
    t.index(['fk_column_id'], 'nc_view_columns_column_idx');
  });
  await db.schema.createTable('nc_sorts', (t) => {
    t.string('id', ID).primary();
    t.string('fk_view_id', ID).notNullable().references('id').inTable('nc_views').onDelete('CASCADE');
    t.string('fk_column_id', ID).notNullable().references('id').inTable('nc_columns').onDelete('CASCADE');
    t.string('direction', 4).notNullable().defaultTo('asc');
    t.double('order');
    t.string('base_id', ID);
    t.string('project_id', ID);
    t.timestamps(true, true);
    t.index(['fk_view_id'], 'nc_sorts_view_idx');
    t.index(['fk_column_id'], 'nc_sorts_column_idx');
  });
  await db.schema.createTable('nc_filters', (t) => {
    t.string('id', ID).primary();
    t.string('fk_view_id', ID).references('id').inTable('nc_views').onDelete('CASCADE');
    // Webhook conditions (a later issue) keep their filters here too, as in NocoDB.
    t.string('fk_hook_id', ID);
    t.string('fk_column_id', ID).references('id').inTable('nc_columns').onDelete('CASCADE');
    t.string('fk_parent_id', ID).references('id').inTable('nc_filters').onDelete('CASCADE');
    t.string('logical_op', 10).notNullable().defaultTo('and');
    t.string('comparison_op', 20);
    t.string('comparison_sub_op', 30);
    t.text('value');
    t.boolean('is_group').notNullable().defaultTo(false);
    t.double('order');
    t.string('base_id', ID);
    t.string('project_id', ID);
    t.timestamps(true, true);
    t.index(['fk_view_id'], 'nc_filters_view_idx');
    t.index(['fk_parent_id'], 'nc_filters_parent_idx');
    t.index(['fk_column_id'], 'nc_filters_column_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['nc_filters', 'nc_sorts', 'nc_view_columns', 'nc_grid_views']) {
    await db.schema.dropTableIfExists(table);
  }
}
