import { VIEW_TYPE } from '../view-type-ids';

export { VIEW_TYPE };

/** The public route of each view type (docs/PRODUCT.md §2): a grid's link is `/nc/view/…`, the others by their kind. */
const PUBLIC_ROUTE: Record<number, string> = {
  [VIEW_TYPE.form]: 'form',
  [VIEW_TYPE.gallery]: 'gallery',
  [VIEW_TYPE.grid]: 'view',
  [VIEW_TYPE.kanban]: 'kanban',
};

/**
 * The address a visitor opens: this app's origin (the shell serves the public routes without signing in), the
 * view type's route and the share's link id.
 */
export function publicLinkOf(uuid: string, viewType: number, origin = window.location.origin): string {
  return `${origin}/nc/${PUBLIC_ROUTE[viewType] ?? 'view'}/${encodeURIComponent(uuid)}`;
}

/** Views that list rows offer their visitors a CSV download; a form has no rows to download. */
export const offersCsv = (viewType: number) => viewType !== VIEW_TYPE.form;
