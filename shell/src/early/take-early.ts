import type { EarlyReads } from './early-reads';

/** An answer the page's inline script read (`early-reads.ts`), taken by its path; undefined when there is none. */
export type TakeEarly = (path: string) => Promise<unknown> | undefined;

/**
 * Hands out what the inline script read, each answer once, and only while the session still holds the token the
 * script sent: after a sign-in as someone else in this tab (the OAuth return, for one) the shell asks again.
 */
export function createEarlyTaker(early: EarlyReads | undefined, token: () => string | undefined): TakeEarly {
  // read live: the script adds a table's reads as the earlier answers come back, after the shell has started
  const taken = new Set<string>();
  return (path) => {
    if (!early || taken.has(path) || !Object.prototype.hasOwnProperty.call(early.answers, path)) return undefined;
    taken.add(path);
    return early.token === token() ? early.answers[path] : undefined;
  };
}

/** The early answer for `path` if there is one and it succeeds, else the shell's own read of it. */
export function earlyOr<T>(takeEarly: TakeEarly | undefined, path: string, read: () => Promise<T>): Promise<T> {
  const early = takeEarly?.(path) as Promise<T> | undefined;
  return early ? early.catch(read) : read();
}

/** Takes the inline script's reads off the window, so nothing else finds them. */
export function takeEarlyReadsOf(win: { basaltEarlyReads?: EarlyReads }): EarlyReads | undefined {
  const early = win.basaltEarlyReads;
  delete win.basaltEarlyReads;
  return early;
}
