import type { Knex } from 'knex';

/**
 * Two grid settings (docs/API.md §1.8): the field a grid groups its rows by, kept on its view-column row as later
 * NocoDB versions name it (`group_by`, `group_by_order`, `group_by_sort`), and how many columns after the display
 * column stay frozen (`frozen_columns`, Basalt's own), kept with the row height.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('nc_view_columns', (t) => {
    t.boolean('group_by').notNullable().defaultTo(false);
    t.integer('group_by_order');
    t.string('group_by_sort', 4);
  });
  await db.schema.alterTable('nc_grid_views', (t) => {
    t.integer('frozen_columns').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('nc_grid_views', (t) => t.dropColumn('frozen_columns'));
  await db.schema.alterTable('nc_view_columns', (t) => {
    t.dropColumn('group_by_sort');
    t.dropColumn('group_by_order');
    t.dropColumn('group_by');
  });
}
