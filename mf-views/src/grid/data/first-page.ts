import type { PageAnswer } from './row-store';

/** How long a first page read ahead waits for its grid; after that the grid reads its own. */
const FRESH_MS = 10_000;

/** A page read ahead; `settled` holds its answer once it came, so a grid drawn after that draws its rows at once. */
export interface PageAhead {
  at: number;
  answer: Promise<PageAnswer>;
  settled?: PageAnswer;
}

const ahead = new Map<string, PageAhead>();

/**
 * Reads a view's first page of rows while the page is still reading the view's settings (its columns, the user's
 * roles), so the rows' round trip overlaps theirs instead of following them. `key` names the request (its path).
 */
export function readFirstPageAhead(key: string, read: () => Promise<PageAnswer>): void {
  const entry: PageAhead = { at: Date.now(), answer: read() };
  // an unused read must not be reported as an unhandled rejection; its grid reads again and reports the error
  entry.answer.then(
    (answer) => (entry.settled = answer),
    () => undefined,
  );
  ahead.set(key, entry);
}

/** The page read ahead for `key`, once, if it is recent; else undefined. */
export function takeFirstPage(key: string): PageAhead | undefined {
  const found = ahead.get(key);
  ahead.delete(key);
  return found && Date.now() - found.at <= FRESH_MS ? found : undefined;
}
