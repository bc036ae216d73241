import type { FeedbackFormPreference } from './preferences.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/PRODUCT.md §4: poll when never polled, or when at least one full day has passed since the last poll. */
export function shouldPollFeedbackForm(pref: FeedbackFormPreference, nowMs: number): boolean {
  if (!pref.lastFormPollDate) return true;
  const last = Date.parse(pref.lastFormPollDate);
  return Number.isNaN(last) || Math.floor((nowMs - last) / DAY_MS) > 0;
}

/** Merges a poll answer: a new URL shows the form again (isHidden false); the same URL keeps the user's choice. */
export function mergeFeedbackForm(
  pref: FeedbackFormPreference,
  answer: { url?: string; created_at?: string; error?: unknown },
  nowMs: number,
): FeedbackFormPreference {
  const polled = { ...pref, lastFormPollDate: new Date(nowMs).toISOString() };
  if (answer.error || !answer.url) return polled;
  return {
    ...polled,
    url: answer.url,
    createdAt: answer.created_at,
    isHidden: answer.url === pref.url ? pref.isHidden : false,
  };
}
