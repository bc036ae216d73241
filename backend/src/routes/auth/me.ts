import type Router from '@koa/router';
import type { Services } from '../../services';
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
    const projectRoles = projectId ? await projectRolesOf(db, user.id, projectId) : {};
    ctx.body = publicUser(user, projectRoles);
  });
}
