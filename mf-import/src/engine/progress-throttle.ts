import type { ImportProgress } from './types';

/** The most often the page hears of progress: each message re-renders the wizard's run step on the page's thread. */
export const PROGRESS_EVERY_MS = 250;

/**
 * Passes progress on at most once every `everyMs`: the first at once, later ones held back until their time, and
 * only the latest of those (it says everything the held ones did). A fast import reports a piece and a batch
 * settled dozens of times a second; the page draws a few of them.
 */
export function throttledProgress(
  post: (progress: ImportProgress) => void,
  everyMs = PROGRESS_EVERY_MS,
  now: () => number = () => performance.now(),
): (progress: ImportProgress) => void {
  let lastPosted = -Infinity;
  let held: ImportProgress | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (!held) return;
    lastPosted = now();
    const progress = held;
    held = undefined;
    post(progress);
  };
  return (progress) => {
    held = progress;
    const wait = lastPosted + everyMs - now();
    if (wait <= 0) flush();
    else timer ??= setTimeout(flush, wait);
  };
}
