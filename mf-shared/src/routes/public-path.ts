/**
 * Where a public address leads (docs/PRODUCT.md §2): a shared grid, gallery or kanban by its share id
 * (`/:projectType/{view,gallery,kanban}/:viewId`), or a shared form (`/:projectType/form/:viewId`, its survey layout
 * under `…/form/:viewId/survey`). Matched here rather than by react-router: these few patterns are all this remote
 * routes, and the router was a sixth of the public form's script (docs/PERFORMANCE.md, the public form). The shell
 * decides which addresses mount this remote; this only reads the share id and the layout from the address.
 */
export interface PublicPath {
  /** The share id; absent where the address names none (the page then says the link leads nowhere). */
  viewId?: string;
  /** A form's one-question-at-a-time layout. */
  survey: boolean;
}

const VIEW_KINDS = new Set(['view', 'gallery', 'kanban']);
const NOWHERE: PublicPath = { survey: false };

/** The share id and layout of `pathname` (without query or hash); segments are URL-decoded. */
export function matchPublicPath(pathname: string): PublicPath {
  // a trailing slash is allowed, as react-router allowed it; a path starts with one, so its first segment is empty
  const trimmed = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const [lead, projectType, kind, viewId, ...rest] = trimmed.split('/');
  if (lead !== '' || !projectType || !kind || !viewId) return NOWHERE;
  const decoded = decode(viewId);
  if (decoded === undefined) return NOWHERE;
  const lowerKind = kind.toLowerCase();
  if (VIEW_KINDS.has(lowerKind)) return rest.length === 0 ? { viewId: decoded, survey: false } : NOWHERE;
  if (lowerKind === 'form') return { viewId: decoded, survey: rest.join('/') === 'survey' };
  return NOWHERE;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed escape leads nowhere rather than breaking the page
  }
}
