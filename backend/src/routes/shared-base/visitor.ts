import type { Middleware } from 'koa';
import {
  SHARED_BASE_HEADER,
  SHARED_BASE_PASSWORD_HEADER,
  sharedBaseGrant,
  sharedBaseVisitor,
} from '../../access/shared-base';
import type { Services } from '../../services';

/**
 * Requests carrying `xc-shared-base-id` act as that shared base's visitor (docs/API.md "Shared base"): the visitor
 * replaces any signed-in user for the request, so a session never adds rights to a shared link. A disabled or
 * unknown link answers 404, a wrong or missing password 403, before any route runs.
 */
export function sharedBaseVisitorMiddleware({ db, config }: Services): Middleware {
  return async (ctx, next) => {
    const uuid = ctx.get(SHARED_BASE_HEADER).trim();
    if (uuid) {
      const password = ctx.get(SHARED_BASE_PASSWORD_HEADER) || undefined;
      ctx.state.user = sharedBaseVisitor(await sharedBaseGrant(db, uuid, password, config.auth.bcryptRounds));
    }
    await next();
  };
}
