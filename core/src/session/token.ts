/** The user fields a session token carries (docs/PRODUCT.md §3). */
export interface TokenUser {
  id: string;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  roles: Record<string, boolean> | string;
  exp: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads (does not verify: only the server can) the payload of a JWT; undefined when it is not one. */
export function decodeToken(token: string | null | undefined): TokenUser | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1])) as Partial<TokenUser>;
    if (!payload || typeof payload !== 'object' || typeof payload.exp !== 'number') return undefined;
    return payload as TokenUser;
  } catch {
    return undefined;
  }
}

/** Roles come as an object or a comma-separated string (docs/PRODUCT.md §6); both become a set of names. */
export function roleNames(roles: TokenUser['roles'] | null | undefined): string[] {
  if (!roles) return [];
  if (typeof roles === 'string')
    return roles
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
  return Object.entries(roles)
    .filter(([, on]) => on)
    .map(([name]) => name);
}
