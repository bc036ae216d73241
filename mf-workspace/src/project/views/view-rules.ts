import type { ViewMeta } from '@basalt/core';

/** Roles that may create, rename, lock and delete views (docs/PRODUCT.md: owners and creators shape the schema). */
const VIEW_MANAGER_ROLES = new Set(['owner', 'creator']);

export function canManageViews(roles: readonly string[]): boolean {
  return roles.some((role) => VIEW_MANAGER_ROLES.has(role));
}

export const isDefaultView = (view: Pick<ViewMeta, 'is_default'>): boolean => !!view.is_default;
export const isLockedView = (view: Pick<ViewMeta, 'lock_type'>): boolean => view.lock_type === 'locked';

/** The default view first, then the others in their stored order (ties keep the server's order). */
export function orderViews(views: readonly ViewMeta[]): ViewMeta[] {
  return views
    .map((view, index) => ({ view, index }))
    .sort(
      (a, b) =>
        Number(isDefaultView(b.view)) - Number(isDefaultView(a.view)) ||
        (a.view.order ?? Infinity) - (b.view.order ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ view }) => view);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `base`, or `base 2`, `base 3`… whichever no view of the table has yet (the server compares case-blind). */
export function uniqueViewTitle(base: string, views: readonly Pick<ViewMeta, 'title'>[]): string {
  const taken = (title: string) => views.some((v) => sameName(v.title, title));
  if (!taken(base)) return base;
  let n = 2;
  while (taken(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

export type ViewNameProblem = 'required' | 'tooLong' | 'duplicate';

/** Why `name` cannot title a view of the table (the server's rules: backend/src/views/views.ts), or undefined. */
export function viewNameProblem(
  name: string,
  views: readonly Pick<ViewMeta, 'id' | 'title'>[],
  exceptId?: string,
): ViewNameProblem | undefined {
  const text = name.trim();
  if (!text) return 'required';
  if (text.length > 255) return 'tooLong';
  if (views.some((v) => v.id !== exceptId && sameName(v.title, text))) return 'duplicate';
  return undefined;
}
