import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('relative time', () => {
  it('reads zone-less timestamps as UTC', () => {
    expect(relativeTime('2026-11-22 09:00:00', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T12:00:00Z', 'en', now)).toBe('2 days ago');
    expect(relativeTime('2026-11-22T12:00:00Z', 'en', now)).toBe('now');
  });
});
