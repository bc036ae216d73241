import type { Knex } from 'knex';
import { DEFAULT_USER_ROLES, FIRST_USER_ROLES, rolesObject, type RolesObject } from './roles';
import { newUserId } from './tokens';

export const USERS = 'nc_users';

/** The user fields that are safe to hold in memory for a request: no password, no tokens. */
export interface AuthUser {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  roles: string;
  email_verified: boolean;
  token_version: number;
}

const SAFE_COLUMNS = ['id', 'email', 'firstname', 'lastname', 'roles', 'email_verified', 'token_version'] as const;

type UserRow = Omit<AuthUser, 'email_verified' | 'token_version'> & {
  email_verified: boolean | number | string;
  token_version: number | string;
};

function toAuthUser(row: UserRow | undefined): AuthUser | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname ?? null,
    lastname: row.lastname ?? null,
    roles: row.roles,
    // MySQL and SQLite answer booleans as 0/1.
    email_verified: row.email_verified === true || Number(row.email_verified) === 1,
    token_version: Number(row.token_version),
  };
}

/** E-mail addresses are compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Knex, id: string): Promise<AuthUser | undefined> {
  return toAuthUser(
    await db(USERS)
      .where({ id })
      .first(...SAFE_COLUMNS),
  );
}

export async function findUserByEmail(db: Knex, email: string): Promise<AuthUser | undefined> {
  return toAuthUser(
    await db(USERS)
      .where({ email: normaliseEmail(email) })
      .first(...SAFE_COLUMNS),
  );
}

/** The stored password hash, read only where a password is checked. */
export async function passwordHashOf(db: Knex, id: string): Promise<string | null> {
  const row = await db(USERS).where({ id }).first('password');
  return (row?.password as string | null | undefined) ?? null;
}

/** Makes every JWT issued so far for the user invalid. */
export async function bumpTokenVersion(db: Knex, id: string): Promise<void> {
  await db(USERS)
    .where({ id })
    .update({ token_version: db.raw('?? + 1', ['token_version']), updated_at: db.fn.now() });
}

/** What `me` answers: the public fields, roles as an object. */
export function publicUser(user: AuthUser, extraRoles: RolesObject = {}) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    email_verified: user.email_verified,
    roles: { ...rolesObject(user.roles), ...extraRoles },
  };
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstname?: string | null;
  lastname?: string | null;
  emailVerified?: boolean;
}

/**
 * Creates a user; the first one of the install gets the `super` role, later ones `user`. A duplicate e-mail
 * fails with the database's unique-constraint error.
 */
export async function createUser(db: Knex, input: NewUser): Promise<AuthUser> {
  const id = newUserId();
  await db.transaction(async (trx) => {
    const anyone = await trx(USERS).first('id');
    await trx(USERS).insert({
      id,
      email: normaliseEmail(input.email),
      password: input.passwordHash,
      firstname: input.firstname ?? null,
      lastname: input.lastname ?? null,
      roles: anyone ? DEFAULT_USER_ROLES : FIRST_USER_ROLES,
      email_verified: input.emailVerified ?? false,
    });
  });
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} vanished after insert`);
  return user;
}
