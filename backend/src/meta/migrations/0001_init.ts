import type { Knex } from 'knex';

/** Application settings and generated secrets, one row per key. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('nc_store', (t) => {
    t.string('key', 255).primary();
    t.text('value');
    t.timestamps(true, true);
  });
  await db.schema.createTable('nc_users', (t) => {
    t.string('id', 20).primary();
    t.string('email', 255).notNullable().unique();
    t.string('password', 255);
    t.string('firstname', 255);
    t.string('lastname', 255);
    t.string('roles', 255).notNullable().defaultTo('user');
    t.integer('token_version').notNullable().defaultTo(0);
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('nc_users');
  await db.schema.dropTableIfExists('nc_store');
}
