/** Auth building blocks for routes: guards, the current user, roles. */
export {
  authMiddleware,
  currentUser,
  requireAuth,
  requireAuthMiddleware,
  sessionTokenOf,
  userFromToken,
} from './middleware';
export { createAuthKit, type AuthKit } from './kit';
export { projectRolesOf, rolesObject, type RolesObject } from './roles';
export { publicUser, type AuthUser } from './users';
export { createInviteToken } from './invites';
