import { ImportSourceError } from './errors.js';
import { flattenJsonRecords, parseJsonRecords } from './flatten-json.js';

describe('flattenJsonRecords', () => {
  it('takes the union of keys in first-seen order, null where a record lacks one', () => {
    expect(
      flattenJsonRecords(
        [
          { a: 1, b: 'x' },
          { c: true, a: 2 },
        ],
        false,
      ),
    ).toEqual({
      headers: ['a', 'b', 'c'],
      rows: [
        [1, 'x', null],
        [2, null, true],
      ],
    });
  });

  it('flattens nested objects into _-joined paths when asked', () => {
    const records = [
      { id: 1, address: { city: 'Oslo', geo: { lat: 59.9 } } },
      { id: 2, address: { zip: '0150' } },
    ];
    expect(flattenJsonRecords(records, true)).toEqual({
      headers: ['id', 'address_city', 'address_geo_lat', 'address_zip'],
      rows: [
        [1, 'Oslo', 59.9, null],
        [2, null, null, '0150'],
      ],
    });
  });

  it('keeps nested objects as JSON text otherwise, and arrays always', () => {
    expect(flattenJsonRecords([{ o: { a: 1 }, list: [1, { b: 2 }], empty: {} }], true).rows[0]).toEqual([
      1,
      '[1,{"b":2}]',
      '{}',
    ]);
    expect(flattenJsonRecords([{ o: { a: 1 }, list: [1] }], false)).toEqual({
      headers: ['o', 'list'],
      rows: [['{"a":1}', '[1]']],
    });
  });

  it('has no columns for no records', () => {
    expect(flattenJsonRecords([], true)).toEqual({ headers: [], rows: [] });
  });

  it.each([[[1, 2]], [[{ a: 1 }, null]], [[['a']]], [['text']]])('refuses %j: not an array of objects', (records) => {
    expect(() => flattenJsonRecords(records, false)).toThrow(ImportSourceError);
    try {
      flattenJsonRecords(records, false);
    } catch (error) {
      expect((error as ImportSourceError).kind).toBe('not-records');
    }
  });

  it('refuses what is not an array', () => {
    expect(() => flattenJsonRecords({ a: 1 } as unknown as unknown[], false)).toThrow(/array of objects/);
  });

  it('parses JSON text, with a clear error for unparseable text or a non-array', () => {
    expect(parseJsonRecords('[{"a":1}]', false).rows).toEqual([[1]]);
    expect(() => parseJsonRecords('[{"a":', false)).toThrow(expect.objectContaining({ kind: 'invalid-json' }));
    expect(() => parseJsonRecords('{"a":1}', false)).toThrow(expect.objectContaining({ kind: 'not-records' }));
  });
});
