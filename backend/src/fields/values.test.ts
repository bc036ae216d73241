import { asInstant } from '@basalt/core';
import { instantFromDb } from './values';

describe('instantFromDb', () => {
  it('reads SQLite UTC text exactly as asInstant would, without the Date', () => {
    const samples = [
      '2024-02-29 23:59:59',
      '2024-02-29 23:59:59.5',
      '2024-02-29 23:59:59.12',
      '2024-02-29 23:59:59.123',
      '2000-01-01 00:00:00',
      '1970-01-01 00:00:00.001',
      '2023-02-29 10:00:00',
      '2023-13-01 10:00:00',
      '2023-04-31 10:00:00',
      '2023-04-30 24:00:00',
      '2023-04-30 10:60:00',
      '2023-04-30T10:00:00',
      '2023-04-30 10:00:00Z',
      '2023-04-30 10:00:00.1234',
      'not a date',
    ];
    for (const text of samples) {
      const general = asInstant(text);
      expect(instantFromDb(text)).toBe(general ? general.toISOString() : text);
    }
    for (let t = Date.UTC(1999, 11, 31); t < Date.UTC(2001, 0, 2); t += 86_400_000 / 3 + 7) {
      const iso = new Date(t).toISOString();
      expect(instantFromDb(`${iso.slice(0, 10)} ${iso.slice(11, 23)}`)).toBe(iso);
    }
  });
});
