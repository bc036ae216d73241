/** Project roles that edit records (docs/PRODUCT.md §6: owner, creator and editor; `super` has every permission). */
const EDITING_ROLES = ['super', 'owner', 'creator', 'editor'];

export type ReadOnlyReason = 'role' | 'locked' | null;

/** Why the grid is read-only, if it is: the user's roles have no edit rights, or the view is locked. */
export function readOnlyReason(roles: readonly string[], lockType: string | null | undefined): ReadOnlyReason {
  if (!roles.some((role) => EDITING_ROLES.includes(role))) return 'role';
  if (lockType === 'locked') return 'locked';
  return null;
}
