/** Project roles that edit records (docs/PRODUCT.md §6: owner, creator and editor; `super` has every permission). */
const EDITING_ROLES = ['super', 'owner', 'creator', 'editor'];

export type ReadOnlyReason = 'role' | 'locked' | null;

/** Why the grid is read-only, if it is: the user's roles have no edit rights, or the view is locked. */
export function readOnlyReason(roles: readonly string[], lockType: string | null | undefined): ReadOnlyReason {
  if (!roles.some((role) => EDITING_ROLES.includes(role))) return 'role';
  if (lockType === 'locked') return 'locked';
  return null;
}

/** Owner and creator (and `super`) add, change and delete fields (docs/PRODUCT.md §6); editors may not. */
const SCHEMA_ROLES = ['super', 'owner', 'creator'];

export function canChangeFields(roles: readonly string[]): boolean {
  return roles.some((role) => SCHEMA_ROLES.includes(role));
}

/**
 * Hiding fields and sorting are view options (`gridViewOptions`, `sortSync`): every editing role has them, on a
 * view that is not locked.
 */
export function canChangeView(roles: readonly string[], lockType: string | null | undefined): boolean {
  return readOnlyReason(roles, lockType) === null;
}
