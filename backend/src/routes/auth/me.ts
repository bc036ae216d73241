import type Router from '@koa/router';
import type { Services } from '../../services';
import { memberRoles, sharedBaseGrantOf } from '../../access';
import { currentUser } from '../../auth/middleware';
import { projectRolesOf } from '../../auth/roles';
import { publicUser } from '../../auth/users';
import { authPaths } from './helpers';

export function meRoute(router: Router, { db }: Services): void {
  router.get(authPaths('/user/me'), async (ctx) => {
    const user = currentUser(ctx);
    if (!user) {
      ctx.body = { roles: { guest: true } };
      return;
    }
    const projectId =
      typeof ctx.query.project_id === 'string' && ctx.query.project_id ? ctx.query.project_id : undefined;
    // a shared base's visitor (header `xc-shared-base-id`) is nobody: only the shared role, in the shared project
    const grant = sharedBaseGrantOf(user);
    if (grant) {
      const roles = await memberRoles(db, projectId ?? grant.projectId, user);
      ctx.body = { roles: Object.fromEntries(roles.map((role) => [role, true])) };
      return;
    }
    const projectRoles = projectId ? await projectRolesOf(db, user.id, projectId) : {};
    ctx.body = publicUser(user, projectRoles);
  });
}
