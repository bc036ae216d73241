import type { FormulaField } from './fields.js';
import { parseFormula } from './parser.js';
import { referencedFieldIds, toDisplayFormula, toStoredFormula } from './stored.js';
import { TEST_FIELDS } from './test-fields.js';

const stored = (text: string, fields: readonly FormulaField[] = TEST_FIELDS) => {
  const result = toStoredFormula(text, fields);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.value;
};

describe('toStoredFormula', () => {
  it('replaces each title reference by its id and keeps the rest as written', () => {
    expect(stored("IF( {Qty} >0 , {Unit price}*{Qty},  'none' )")).toBe(
      "IF( {{cl_qty}} >0 , {{cl_price}}*{{cl_qty}},  'none' )",
    );
  });

  it('reads bare names, case-insensitive titles, escaped titles and ids already stored', () => {
    expect(stored('Qty + {qty} + {{cl_qty}}')).toBe('{{cl_qty}} + {{cl_qty}} + {{cl_qty}}');
    expect(stored('LEN({Odd \\{name\\}})')).toBe('LEN({{cl_odd}})');
  });

  it('prefers the exact title when titles differ only by case', () => {
    const fields = [
      { id: 'a', title: 'x', uidt: 'Number' },
      { id: 'b', title: 'X', uidt: 'Number' },
    ];
    expect(stored('{X} + {x}', fields)).toBe('{{b}} + {{a}}');
    expect(toStoredFormula('{x }', [...fields, { id: 'c', title: 'Y', uidt: 'Number' }]).ok).toBe(true);
  });

  it('reports an unknown title with a suggestion, and an unknown id as deleted', () => {
    expect(toStoredFormula('1 + {Qtyy}', TEST_FIELDS)).toEqual({
      ok: false,
      problem: {
        code: 'formula.unknownFieldSuggestion',
        params: { field: 'Qtyy', suggestion: 'Qty', at: 4 },
        start: 4,
        end: 10,
      },
    });
    expect(toStoredFormula('{Zebra}', TEST_FIELDS)).toMatchObject({
      ok: false,
      problem: { code: 'formula.unknownField', params: { field: 'Zebra', at: 0 } },
    });
    expect(toStoredFormula('{{cl_gone}}', TEST_FIELDS)).toMatchObject({
      ok: false,
      problem: { code: 'formula.deletedField', params: { id: 'cl_gone', at: 0 } },
    });
  });

  it('passes parse problems through', () => {
    expect(toStoredFormula('1 +', TEST_FIELDS)).toMatchObject({
      ok: false,
      problem: { code: 'formula.unexpectedEnd' },
    });
  });
});

describe('toDisplayFormula', () => {
  it('writes each id as the current title, escaping braces', () => {
    expect(toDisplayFormula("CONCAT({{cl_name}}, ' ', {{cl_odd}})", TEST_FIELDS)).toEqual({
      ok: true,
      value: "CONCAT({Name}, ' ', {Odd \\{name\\}})",
    });
  });

  it('round-trips what people typed, up to the spelling of references', () => {
    const typed = "IF(AND({Paid}, {Qty} > 2), {Unit price} * 0.9, BLANK()) & 'x'";
    expect(toDisplayFormula(stored(typed), TEST_FIELDS)).toEqual({ ok: true, value: typed });
  });

  it('shows the new title after a referenced field is renamed', () => {
    const saved = stored('{Qty} * 2');
    const renamed = TEST_FIELDS.map((f) => (f.id === 'cl_qty' ? { ...f, title: 'Quantity' } : f));
    expect(toDisplayFormula(saved, renamed)).toEqual({ ok: true, value: '{Quantity} * 2' });
    expect(stored('{Quantity} * 2', renamed)).toBe(saved);
  });

  it('reports a deleted field without throwing and keeps its id visible', () => {
    const saved = stored('{Name} & {Qty}');
    const without = TEST_FIELDS.filter((f) => f.id !== 'cl_qty');
    expect(toDisplayFormula(saved, without)).toEqual({
      ok: false,
      value: '{Name} & {{cl_qty}}',
      problem: { code: 'formula.deletedField', params: { id: 'cl_qty', at: 9 }, start: 9, end: 19 },
    });
  });

  it('gives back unreadable stored text as it is, with the problem', () => {
    expect(toDisplayFormula('1 +', TEST_FIELDS)).toMatchObject({ ok: false, value: '1 +' });
  });
});

describe('referencedFieldIds', () => {
  it('lists each referenced id once, in reading order', () => {
    const parsed = parseFormula('{{b}} + ABS({{a}}) - {{b}} + {Title}');
    expect(parsed.ok && referencedFieldIds(parsed.ast)).toEqual(['b', 'a']);
  });
});
