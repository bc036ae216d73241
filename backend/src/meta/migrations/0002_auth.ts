import type { Knex } from 'knex';

/**
 * Auth state: password-reset and invite tokens on the user (stored as sha256 hex, never in clear) and a table
 * of refresh tokens (hashed too). Times are epoch milliseconds in bigint columns so they compare the same way
 * on SQLite, PostgreSQL and MySQL whatever the server time zone.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('nc_users', (t) => {
    t.string('reset_password_token', 64).nullable().index('nc_users_reset_password_token_idx');
    t.bigInteger('reset_password_expires').nullable();
    t.string('invite_token', 64).nullable().index('nc_users_invite_token_idx');
    t.bigInteger('invite_token_expires').nullable();
  });
  await db.schema.createTable('nc_refresh_tokens', (t) => {
    t.increments('id').primary();
    t.string('user_id', 20).notNullable().references('id').inTable('nc_users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('revoked_at').nullable();
    // Revoked because it was exchanged for a new one: presenting it again means it was copied.
    t.boolean('rotated').notNullable().defaultTo(false);
    t.timestamps(true, true);
    t.index(['user_id'], 'nc_refresh_tokens_user_id_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('nc_refresh_tokens');
  await db.schema.alterTable('nc_users', (t) => {
    t.dropIndex(['reset_password_token'], 'nc_users_reset_password_token_idx');
    t.dropIndex(['invite_token'], 'nc_users_invite_token_idx');
    t.dropColumns('reset_password_token', 'reset_password_expires', 'invite_token', 'invite_token_expires');
  });
}
