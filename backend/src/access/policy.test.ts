import type { AuthUser } from '../auth/users';
import type { Knex } from 'knex';
import { ACCESS_MESSAGES, authorise, memberRoles, type Need } from './policy';
import { sharedBaseVisitor } from './shared-base';

const user = (roles: string): AuthUser => ({
  id: 'us_1',
  email: 'a@example.com',
  firstname: null,
  lastname: null,
  roles,
  email_verified: true,
  token_version: 0,
});

/** The answer of `authorise`: 'ok' or the 403 message. */
async function answer(roles: string[], need: Need, systemRoles = 'user'): Promise<string> {
  try {
    await authorise(user(systemRoles), need, async () => roles);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('access policy', () => {
  it('lets every project role read, editors write and change views, owners and creators share', async () => {
    const needs: Need[] = ['read', 'write', 'views', 'schema', 'share', 'owner'];
    const table: Record<string, string[]> = {};
    for (const role of ['owner', 'creator', 'editor', 'commenter', 'viewer']) {
      table[role] = [];
      for (const need of needs) if ((await answer([role], need)) === 'ok') table[role]!.push(need);
    }
    expect(table).toEqual({
      owner: ['read', 'write', 'views', 'schema', 'share', 'owner'],
      creator: ['read', 'write', 'views', 'schema', 'share'],
      editor: ['read', 'write', 'views'],
      commenter: ['read'],
      viewer: ['read'],
    });
  });

  it('tells a stranger from a member without the right; any of several roles is enough', async () => {
    expect(await answer([], 'read')).toBe(ACCESS_MESSAGES.noAccess);
    expect(await answer(['viewer'], 'share')).toBe(ACCESS_MESSAGES.notAllowed);
    expect(await answer(['viewer', 'creator'], 'share')).toBe('ok');
  });

  it('never reads the roles of a super user', async () => {
    const rolesOf = jest.fn(async () => [] as string[]);
    await expect(authorise(user('user,super'), 'owner', rolesOf)).resolves.toBeUndefined();
    expect(rolesOf).not.toHaveBeenCalled();
  });

  it("gives a shared base's visitor its shared role in that project only, without reading memberships", async () => {
    const db = jest.fn() as unknown as Knex;
    const visitor = sharedBaseVisitor({ uuid: 'u-1', projectId: 'p_1', role: 'editor' });
    expect(await memberRoles(db, 'p_1', visitor)).toEqual(['editor']);
    expect(await memberRoles(db, 'p_2', visitor)).toEqual([]);
    expect(db).not.toHaveBeenCalled();
    await expect(authorise(visitor, 'write', () => memberRoles(db, 'p_1', visitor))).resolves.toBeUndefined();
    await expect(authorise(visitor, 'share', () => memberRoles(db, 'p_1', visitor))).rejects.toThrow(
      ACCESS_MESSAGES.notAllowed,
    );
    await expect(authorise(visitor, 'read', () => memberRoles(db, 'p_2', visitor))).rejects.toThrow(
      ACCESS_MESSAGES.noAccess,
    );
  });
});
