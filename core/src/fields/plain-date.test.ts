import { asInstant, plainDate, utcDate } from './coerce.js';

describe('plainDate', () => {
  it('agrees with the general date reading on every day of 1999-2001 and on impossible ones', () => {
    const samples = ['2024-02-29', '2023-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '0050-01-01'];
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2002, 0, 1); t += 86_400_000) {
      samples.push(new Date(t).toISOString().slice(0, 10));
    }
    for (const text of samples) {
      const general = asInstant(text);
      const expected = general ? utcDate(general) : undefined;
      expect(plainDate(text) ?? (general ? utcDate(general) : undefined)).toBe(expected);
      if (plainDate(text)) expect(plainDate(text)).toBe(expected);
    }
  });
});
