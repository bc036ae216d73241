import { LruCache } from '../data/query/lru';
import type { AuthUser } from './users';

/** How long a checked session token is trusted without looking at the user again. */
export const SESSION_CACHE_MS = 5_000;

interface Entry {
  user: AuthUser;
  /** The token's expiry, epoch seconds. */
  exp: number;
  generation: number;
  at: number;
}

/**
 * Session tokens already checked (signature, expiry, user and `token_version`), so a busy client does not cost a
 * JWT verification and a user lookup per request. An entry lasts `SESSION_CACHE_MS` at most, and none survives a
 * change to the users table (sign-out and password changes bump `token_version` there), seen through `generation`.
 */
export class SessionCache {
  private readonly entries = new LruCache<string, Entry>(10_000);

  constructor(
    private readonly watch: { readonly generation: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** The generation to stamp on an entry: read it before the lookup it will describe. */
  get generation(): number {
    return this.watch.generation;
  }

  get(token: string): AuthUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.generation !== this.watch.generation || now - entry.at > SESSION_CACHE_MS || entry.exp * 1000 <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(token: string, user: AuthUser, exp: number, generation: number): void {
    this.entries.set(token, { user, exp, generation, at: this.now() });
  }
}
