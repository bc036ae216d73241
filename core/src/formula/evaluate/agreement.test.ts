import type { ValueType } from '../ast.js';
import { checkFormula } from '../checker.js';
import { FORMULA_FUNCTIONS, FORMULA_FUNCTION_NAMES } from '../functions/catalogue.js';
import { arityOf, paramAt } from '../functions/function-spec.js';
import { evaluateFormula } from './evaluator.js';
import type { FormulaValue } from './values.js';

/** Arguments of each parameter type that compute without error. */
const SAMPLE: Record<ValueType, string> = {
  string: "'2'",
  numeric: '2',
  date: "'2024-02-29 10:00'",
  boolean: '1',
  any: '2',
};

const typeOfValue = (value: FormulaValue): ValueType | 'blank' => {
  if (value === null) return 'blank';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number') return 'numeric';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
};

describe('the evaluator agrees with the checker', () => {
  const calls = FORMULA_FUNCTION_NAMES.flatMap((name) => {
    const spec = FORMULA_FUNCTIONS[name];
    const { min, max } = arityOf(spec);
    const counts = [...new Set([min, Number.isFinite(max) ? max : min + 3])];
    return counts.map((count) => {
      const args = Array.from({ length: count }, (_, i) => {
        const param = paramAt(spec, i, count)!;
        return param.choices ? `'${param.choices[param.choices.length - 1]}'` : SAMPLE[param.type];
      });
      return [`${name}(${args.join(', ')})`] as const;
    });
  });

  it.each(calls)('%s gives a value of the type the checker infers', (formula) => {
    const checked = checkFormula(formula, []);
    expect(checked.ok).toBe(true);
    const result = evaluateFormula(formula, {
      fields: [],
      row: {},
      now: new Date('2024-05-15T10:00:00Z'),
      recordId: 7,
    });
    expect(result.ok).toBe(true);
    if (!checked.ok || !result.ok) return;
    const actual = typeOfValue(result.value);
    if (checked.type === 'any') expect(actual).toBe('blank');
    else expect([checked.type, 'blank']).toContain(actual);
  });
});
