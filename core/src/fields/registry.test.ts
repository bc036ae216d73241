import { FILTER_OPS } from './filter-ops.js';
import { FIELDS, fieldOf } from './registry.js';
import { OPTION_COLORS, PICKER_COLORS, optionColor } from './palettes.js';
import { PHYSICAL_UI_TYPES, UI_TYPE_NAMES, isVirtualUIType, type UIType } from './ui-types.js';
import type { FieldContext } from './field.js';

const options: FieldContext = { colOptions: { options: [{ title: 'a' }, { title: 'b' }, { title: 'c,d' }] } };
const multiOptions: FieldContext = { colOptions: { options: [{ title: 'a' }, { title: 'b' }] } };

/** Per type: inputs with the value they read as, and inputs refused. A missing type fails the compile. */
const CASES = {
  ID: {
    good: [
      [7, 7],
      ['12', 12],
      ['abc', 'abc'],
    ],
    bad: [],
  },
  ForeignKey: {
    good: [
      [3, 3],
      ['4', 4],
    ],
    bad: [],
  },
  SingleLineText: {
    good: [
      ['hi', 'hi'],
      [12, '12'],
      [true, 'true'],
      ['', ''],
      // 255 characters, as varchar(255) counts them: code points, not JavaScript's UTF-16 units.
      ['😀'.repeat(255), '😀'.repeat(255)],
    ],
    bad: ['x'.repeat(256), '😀'.repeat(256), `${'😀'.repeat(255)}x`],
  },
  LongText: {
    good: [
      ['x'.repeat(300), 'x'.repeat(300)],
      [{ a: 1 }, '{"a":1}'],
    ],
    bad: [],
  },
  Attachment: {
    good: [
      [[{ url: 'https://x/y.png', title: 'y.png' }], [{ url: 'https://x/y.png', title: 'y.png' }]],
      ['[{"path":"download/a.txt"}]', [{ path: 'download/a.txt' }]],
    ],
    bad: ['not json', [{ title: 'no url' }], [1]],
  },
  Checkbox: {
    good: [
      [true, true],
      [0, false],
      ['1', true],
      ['yes', true],
      ['Unchecked', false],
      ['', null],
    ],
    bad: ['maybe', {}],
  },
  MultiSelect: {
    good: [
      ['a,b', 'a,b'],
      [['b', 'a'], 'b,a'],
      [' a , a ', 'a'],
      [[], null],
    ],
    bad: ['a,z', { a: 1 }],
    ctx: multiOptions,
  },
  SingleSelect: {
    good: [
      ['a', 'a'],
      ['c,d', 'c,d'],
      [' b ', 'b'],
    ],
    bad: ['z', ['a']],
    ctx: options,
  },
  Date: {
    good: [
      ['2024-02-29', '2024-02-29'],
      ['2024-03-01T23:30:00Z', '2024-03-01'],
      ['2024-03-01T23:30:00-02:00', '2024-03-02'],
    ],
    bad: ['2023-02-29', 'yesterday', 20240101],
  },
  Year: {
    good: [
      [2024, 2024],
      ['1999', 1999],
    ],
    bad: [1800, 2024.5, 'soon'],
  },
  Time: {
    good: [
      ['9:05', '09:05:00'],
      ['23:59:59.5', '23:59:59'],
      ['2024-01-01T10:20:30Z', '10:20:30'],
    ],
    bad: ['24:00', 'noon'],
  },
  PhoneNumber: {
    good: [
      ['+1 (555) 010-9999', '+1 (555) 010-9999'],
      [5550100, '5550100'],
    ],
    bad: ['call me', '12'],
  },
  Email: { good: [[' a@b.co ', 'a@b.co']], bad: ['a@b', 'nope'] },
  URL: {
    good: [
      ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
      ['example.org', 'example.org'],
    ],
    bad: ['not a url', 'http://'],
  },
  Number: {
    good: [
      [12, 12],
      ['-3', -3],
      ['', null],
      [true, 1],
    ],
    bad: ['abc', 12.5, '1e400'],
  },
  Decimal: {
    good: [
      [12.5, 12.5],
      ['0.25', 0.25],
    ],
    bad: ['12,5', 'x'],
  },
  Currency: {
    good: [
      [9.99, 9.99],
      ['100', 100],
    ],
    bad: ['$$'],
  },
  Percent: {
    good: [
      [12.5, 12.5],
      ['40%', 40],
    ],
    bad: ['lots'],
  },
  Duration: {
    good: [
      [90, 90],
      ['1:30', 5400],
      ['0:01:05', 65],
    ],
    bad: ['a while'],
  },
  Rating: {
    good: [
      [3, 3],
      ['0', 0],
    ],
    bad: [-1, 11, 2.5],
  },
  Formula: { good: [], bad: [1] },
  Rollup: { good: [], bad: [1] },
  Count: { good: [], bad: [1] },
  LinkToAnotherRecord: { good: [], bad: [[1]] },
  Lookup: { good: [], bad: ['x'] },
  DateTime: {
    good: [
      ['2024-01-15T10:20:30.000Z', '2024-01-15T10:20:30.000Z'],
      ['2024-01-15 10:20', '2024-01-15T10:20:00.000Z'],
      ['2024-01-15T12:00:00+02:00', '2024-01-15T10:00:00.000Z'],
    ],
    bad: ['2024-13-01 00:00', 'later'],
  },
  CreateTime: { good: [['2024-01-15', '2024-01-15T00:00:00.000Z']], bad: ['x'] },
  LastModifiedTime: { good: [['2024-01-15 01:02:03', '2024-01-15T01:02:03.000Z']], bad: ['x'] },
  AutoNumber: {
    good: [
      [5, 5],
      ['6', 6],
    ],
    bad: [1.5, 'x'],
  },
  Geometry: {
    good: [
      ['POINT(1 2)', 'POINT(1 2)'],
      ['polygon ((0 0, 1 0, 1 1, 0 0))', 'polygon ((0 0, 1 0, 1 1, 0 0))'],
    ],
    bad: ['(1 2)', 'CIRCLE(1)'],
  },
  JSON: {
    good: [
      [{ a: [1, 2] }, { a: [1, 2] }],
      ['{"a":1}', { a: 1 }],
      ['"x"', 'x'],
      [[1], [1]],
    ],
    bad: ['{a:1}'],
  },
  SpecificDBType: {
    good: [
      ['x', 'x'],
      [3, 3],
      [false, false],
      [{ a: 1 }, '{"a":1}'],
    ],
    bad: [],
  },
} satisfies Record<UIType, { good: Array<[unknown, unknown]>; bad: unknown[]; ctx?: FieldContext }>;

/**
 * Types that take any value: keys (the database decides what a key may be), long text and a database type of the
 * user's choosing. They have no invalid input, so no "refuses" case.
 */
const FREE_FORM: UIType[] = ['ID', 'ForeignKey', 'LongText', 'SpecificDBType'];

describe('field registry (core)', () => {
  it('has one definition per type, under its own name', () => {
    expect(Object.keys(FIELDS).sort()).toEqual([...UI_TYPE_NAMES].sort());
    for (const uidt of UI_TYPE_NAMES) expect(FIELDS[uidt].uidt).toBe(uidt);
    expect(fieldOf('Nope')).toBeUndefined();
    expect(fieldOf('Email')).toBe(FIELDS.Email);
  });

  describe.each(UI_TYPE_NAMES.map((uidt) => [uidt]))('%s', (uidt) => {
    const field = FIELDS[uidt];
    const cases = CASES[uidt] as { good: Array<[unknown, unknown]>; bad: unknown[]; ctx?: FieldContext };

    it('declares filter operators from the where grammar', () => {
      expect(field.filterOps.length).toBeGreaterThan(0);
      for (const op of field.filterOps) expect(FILTER_OPS).toContain(op);
    });

    it('is virtual exactly when it has no column', () => {
      expect(field.virtual).toBe(isVirtualUIType(uidt));
      expect(PHYSICAL_UI_TYPES.includes(uidt as never)).toBe(!field.virtual);
    });

    it('reads no value as null (physical) or refuses it (virtual)', () => {
      expect(field.parse(null, cases.ctx)).toEqual(
        field.virtual ? expect.objectContaining({ ok: false }) : { ok: true, value: null },
      );
    });

    // Computed (virtual) types have no value to read; free-form types have none to refuse (FREE_FORM below).
    if (cases.good.length) {
      it.each(cases.good)('reads %j', (input, expected) => {
        expect(field.parse(input, cases.ctx)).toEqual({ ok: true, value: expected });
      });
    }

    if (cases.bad.length) {
      it.each(cases.bad.map((b) => [b]))('refuses %j with a message', (input) => {
        const result = field.parse(input, cases.ctx);
        expect(result).toEqual({ ok: false, error: expect.stringMatching(/\S/) });
      });
    }
  });

  it('has values to read for every physical type and values to refuse for every other than the free-form ones', () => {
    const caseless = UI_TYPE_NAMES.filter((uidt) => {
      const cases = CASES[uidt] as { good: unknown[]; bad: unknown[] };
      return (!FIELDS[uidt].virtual && !cases.good.length) || (!FREE_FORM.includes(uidt) && !cases.bad.length);
    });
    expect(caseless).toEqual([]);
  });

  it.each(FREE_FORM.map((uidt) => [uidt]))('%s takes any value: it has nothing to refuse', (uidt) => {
    for (const input of [{}, [1], 'abc', -1.5, true, 'x'.repeat(70_000), '']) {
      expect([input, FIELDS[uidt].parse(input).ok]).toEqual([input, true]);
    }
  });
});

describe('palettes', () => {
  it('has the fixed lists of 10 and 18 valid, distinct colours', () => {
    expect(OPTION_COLORS).toHaveLength(10);
    expect(PICKER_COLORS).toHaveLength(18);
    for (const list of [OPTION_COLORS, PICKER_COLORS]) {
      expect(new Set(list).size).toBe(list.length);
      for (const c of list) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives options their colours in turn', () => {
    expect(optionColor(0)).toBe(OPTION_COLORS[0]);
    expect(optionColor(10)).toBe(OPTION_COLORS[0]);
    expect(optionColor(13)).toBe(OPTION_COLORS[3]);
  });
});
