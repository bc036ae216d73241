import type { Knex } from 'knex';

/**
 * A form view's per-field settings (docs/API.md "Forms"): whether the form asks for the field as required, and a
 * longer description beside the short help text. Both live on the view's column row, like label and help.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('nc_view_columns', (t) => {
    t.boolean('required').notNullable().defaultTo(false);
    t.text('description');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('nc_view_columns', (t) => {
    t.dropColumn('required');
    t.dropColumn('description');
  });
}
