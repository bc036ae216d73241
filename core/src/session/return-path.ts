/** The query parameter of the sign-in page that names the page to return to once signed in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The sign-in page's address that brings the user back to `path` (path, query and hash of a page of this app)
 * after signing in: docs/PRODUCT.md §6, a signed-in user goes back to the previous page. The home page needs
 * no return address.
 */
export function signInPathReturningTo(path: string, signInPath = '/signin'): string {
  const target = returnPath(path);
  if (!target || target === '/') return signInPath;
  return `${signInPath}?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}`;
}

/** The page a sign-in page's query asks to return to, if it is a page of this app (never another site). */
export function returnPathFrom(search: string): string | undefined {
  return returnPath(new URLSearchParams(search).get(RETURN_TO_PARAM) ?? '');
}

/**
 * Only a path on this origin qualifies: `//host`, `/\host` and `scheme:` would send the user (and, after a
 * sign-in, their attention) to another site.
 */
function returnPath(value: string): string | undefined {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  return value;
}
