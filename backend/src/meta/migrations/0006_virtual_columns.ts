import type { Knex } from 'knex';

const ID = 20;

/**
 * The options of virtual fields (docs/ARCHITECTURE.md, virtual fields; wire shapes in docs/API.md §1.7), one table
 * per kind as the API's `colOptions` names them: links (relations between two tables), lookups, rollups and counts
 * (a rollup row with the function `count` and no rolled-up column), formulas. Each row belongs to one column and goes
 * with it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('nc_col_relations', (t) => {
    t.string('id', ID).primary();
    t.string('fk_column_id', ID).notNullable().references('id').inTable('nc_columns').onDelete('CASCADE');
    // hm: this table's rows own many of the related table's; bt: this row belongs to one; mm: through a junction.
    t.string('type', 4).notNullable();
    t.boolean('virtual').notNullable().defaultTo(true);
    t.string('fk_related_model_id', ID).notNullable();
    // hm/bt: the key of the parent (`fk_parent_column_id`) and the foreign key in the child (`fk_child_column_id`).
    // mm: this table's key (child) and the related table's key (parent), joined through the junction's two columns.
    t.string('fk_child_column_id', ID);
    t.string('fk_parent_column_id', ID);
    t.string('fk_mm_model_id', ID);
    t.string('fk_mm_child_column_id', ID);
    t.string('fk_mm_parent_column_id', ID);
    t.string('ur', 32);
    t.string('dr', 32);
    t.string('fk_index_name', 255);
    t.timestamps(true, true);
    t.unique(['fk_column_id'], { indexName: 'nc_col_relations_column_unique' });
    t.index(['fk_related_model_id'], 'nc_col_relations_related_idx');
  });
  await db.schema.createTable('nc_col_lookups', (t) => {
    t.string('id', ID).primary();
    t.string('fk_column_id', ID).notNullable().references('id').inTable('nc_columns').onDelete('CASCADE');
    t.string('fk_relation_column_id', ID).notNullable();
    t.string('fk_lookup_column_id', ID).notNullable();
    t.timestamps(true, true);
    t.unique(['fk_column_id'], { indexName: 'nc_col_lookups_column_unique' });
  });
  await db.schema.createTable('nc_col_rollups', (t) => {
    t.string('id', ID).primary();
    t.string('fk_column_id', ID).notNullable().references('id').inTable('nc_columns').onDelete('CASCADE');
    t.string('fk_relation_column_id', ID).notNullable();
    t.string('fk_rollup_column_id', ID);
    t.string('rollup_function', 32).notNullable();
    t.timestamps(true, true);
    t.unique(['fk_column_id'], { indexName: 'nc_col_rollups_column_unique' });
  });
  await db.schema.createTable('nc_col_formulas', (t) => {
    t.string('id', ID).primary();
    t.string('fk_column_id', ID).notNullable().references('id').inTable('nc_columns').onDelete('CASCADE');
    // As stored: field references by id ({{cl_...}}), so renaming a field keeps the formula (docs/FORMULAS.md).
    t.text('formula').notNullable();
    t.text('formula_raw');
    // Why the formula no longer compiles (a field it reads was deleted), shown instead of failing the table.
    t.text('error');
    t.timestamps(true, true);
    t.unique(['fk_column_id'], { indexName: 'nc_col_formulas_column_unique' });
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['nc_col_formulas', 'nc_col_rollups', 'nc_col_lookups', 'nc_col_relations']) {
    await db.schema.dropTableIfExists(table);
  }
}
