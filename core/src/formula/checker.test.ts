import type { ValueType } from './ast.js';
import { acceptsType, checkFormula, fieldValueType } from './checker.js';
import type { FormulaField } from './fields.js';
import { FORMULA_FUNCTIONS, FORMULA_FUNCTION_NAMES } from './functions/catalogue.js';
import { arityOf, paramAt, type FormulaParam } from './functions/function-spec.js';
import { TEST_FIELDS } from './test-fields.js';

const typeOf = (text: string, fields: readonly FormulaField[] = TEST_FIELDS): ValueType => {
  const result = checkFormula(text, fields);
  if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.problems)}`);
  return result.type;
};
const problemsOf = (text: string, fields: readonly FormulaField[] = TEST_FIELDS) => {
  const result = checkFormula(text, fields);
  if (result.ok) throw new Error(`${text} checked as ${result.type}`);
  return result.problems;
};

/** An argument of the type a parameter asks for, and one it refuses (undefined when it takes anything). */
const SAMPLES: Record<ValueType, string> = { string: "'a'", numeric: '1', date: 'NOW()', boolean: 'TRUE()', any: '1' };
const WRONG: Partial<Record<ValueType, [string, ValueType]>> = {
  string: ['1', 'numeric'],
  numeric: ["'a'", 'string'],
  date: ['1', 'numeric'],
  boolean: ["'a'", 'string'],
};
const sample = (param: FormulaParam) => (param.choices ? `'${param.choices[0]}'` : SAMPLES[param.type]);
const call = (name: string, count: number) => {
  const spec = FORMULA_FUNCTIONS[name as keyof typeof FORMULA_FUNCTIONS];
  const args = Array.from({ length: count }, (_, i) => sample(paramAt(spec, i, count) ?? { name: 'x', type: 'any' }));
  return `${name}(${args.join(', ')})`;
};

describe('checkFormula: every function of the catalogue', () => {
  it.each(FORMULA_FUNCTION_NAMES)('%s takes its required arguments and gives its result type', (name) => {
    const spec = FORMULA_FUNCTIONS[name];
    const { min } = arityOf(spec);
    const text = call(name, min);
    const expected = typeof spec.result === 'function' ? spec.result(Array(min).fill('numeric')) : spec.result;
    expect(typeOf(text)).toBe(expected);
  });

  it.each(FORMULA_FUNCTION_NAMES)('%s takes its most arguments (or many when it repeats)', (name) => {
    const { min, max } = arityOf(FORMULA_FUNCTIONS[name]);
    expect(checkFormula(call(name, Number.isFinite(max) ? max : min + 6), TEST_FIELDS).ok).toBe(true);
  });

  it.each(FORMULA_FUNCTION_NAMES.filter((n) => arityOf(FORMULA_FUNCTIONS[n]).min > 0))(
    '%s refuses too few arguments',
    (name) => {
      const { min } = arityOf(FORMULA_FUNCTIONS[name]);
      expect(problemsOf(call(name, min - 1))).toEqual([
        expect.objectContaining({ code: 'formula.tooFewArguments', params: { name, min, count: min - 1, at: 0 } }),
      ]);
    },
  );

  it.each(FORMULA_FUNCTION_NAMES.filter((n) => Number.isFinite(arityOf(FORMULA_FUNCTIONS[n]).max)))(
    '%s refuses too many arguments, pointing at the first extra one',
    (name) => {
      const { max } = arityOf(FORMULA_FUNCTIONS[name]);
      const text = call(name, max + 1);
      const [problem] = problemsOf(text);
      expect(problem).toMatchObject({ code: 'formula.tooManyArguments', params: { name, max, count: max + 1 } });
      expect(text.slice(problem!.start, problem!.end)).toBe(sample({ name: 'x', type: 'any' }));
    },
  );

  const typedParams = FORMULA_FUNCTION_NAMES.flatMap((name) => {
    const spec = FORMULA_FUNCTIONS[name];
    const count = Number.isFinite(arityOf(spec).max) ? arityOf(spec).max : arityOf(spec).min;
    return Array.from({ length: count }, (_, i) => [name, i, count] as const).filter(([, i]) => {
      const param = paramAt(spec, i, count)!;
      return !param.choices && WRONG[param.type];
    });
  });

  it('has typed parameters to check', () => {
    expect(typedParams.length).toBeGreaterThan(60);
  });

  it.each(typedParams)('%s refuses a wrong type as argument %d (of %d)', (name, index, count) => {
    const spec = FORMULA_FUNCTIONS[name];
    const param = paramAt(spec, index, count)!;
    const [wrong, actual] = WRONG[param.type]!;
    const args = Array.from({ length: count }, (_, i) => (i === index ? wrong : sample(paramAt(spec, i, count)!)));
    const text = `${name}(${args.join(', ')})`;
    const [problem] = problemsOf(text);
    expect(problem).toMatchObject({
      code: 'formula.argumentType',
      params: { name, param: param.name, expected: param.type, actual },
    });
    expect(text.slice(problem!.start, problem!.end)).toBe(wrong);
  });

  it.each(FORMULA_FUNCTION_NAMES)("%s's example checks against fields of any type", (name) => {
    const example = FORMULA_FUNCTIONS[name].example;
    const titles = [...example.matchAll(/{([^}]+)}/g)].map((m) => m[1]!);
    const fields = titles.map((title, i) => ({ id: `f${i}`, title, uidt: 'SomethingLoose' }));
    expect(checkFormula(example, fields)).toMatchObject({ ok: true });
    expect(example).toContain(`${name}(`);
  });
});

describe('checkFormula: types', () => {
  it.each([
    ['{Name}', 'string'],
    ['{Unit price}', 'numeric'],
    ['{Due}', 'date'],
    ['{Paid}', 'boolean'],
    ['{Meta}', 'string'],
    ['{Total}', 'numeric'],
    ['{Unit price} * {Qty} - 1 / 2', 'numeric'],
    ['-{Qty}', 'numeric'],
    ['{Name} & 1 & {Due}', 'string'],
    ['{Qty} > 2', 'boolean'],
    ["{Due} < '2024-01-01'", 'boolean'],
    ['{Paid} && {Qty}', 'boolean'],
    ["IF({Paid}, 'yes', 'no')", 'string'],
    ['IF({Paid}, {Qty}, BLANK())', 'numeric'],
    ['IF({Paid}, {Qty})', 'numeric'],
    ["IF({Paid}, {Qty}, 'none')", 'string'],
    ['IF({Paid}, BLANK(), BLANK())', 'any'],
    ["SWITCH({Qty}, 1, 'one', 2, 'two')", 'string'],
    ['SWITCH({Name}, "a", 1, "b", 2, 0)', 'numeric'],
    ["SWITCH({Name}, 'a', 1, 'none')", 'string'],
    ['DATEADD({Due}, 1, "Days")', 'date'],
    ["DATEADD('2024-05-01', 1, 'month')", 'date'],
    ['WEEKDAY({Due}, "Sunday")', 'numeric'],
  ])('%s is %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it('takes a Formula field as the type of its own formula, through formulas of formulas', () => {
    const fields = [
      ...TEST_FIELDS,
      { id: 'cl_label', title: 'Label', uidt: 'Formula', formula: "{{cl_name}} & '!'" },
      { id: 'cl_twice', title: 'Twice', uidt: 'Formula', formula: '{{cl_total}} * 2' },
      { id: 'cl_broken', title: 'Broken', uidt: 'Formula', formula: 'UPPER(' },
    ];
    expect(typeOf('{Label}', fields)).toBe('string');
    expect(typeOf('{Twice}', fields)).toBe('numeric');
    expect(typeOf('{Broken}', fields)).toBe('any');
    expect(fieldValueType(fields.at(-2)!, fields)).toBe('numeric');
  });

  it('ends on formulas that refer to each other instead of looping', () => {
    const fields = [
      { id: 'a', title: 'A', uidt: 'Formula', formula: '{{b}} + 1' },
      { id: 'b', title: 'B', uidt: 'Formula', formula: '{{a}} + 1' },
    ];
    expect(typeOf('{A}', fields)).toBe('numeric');
  });

  it('says which argument types stand for which', () => {
    expect(acceptsType('date', 'string')).toBe(true);
    expect(acceptsType('boolean', 'numeric')).toBe(true);
    expect(acceptsType('numeric', 'any')).toBe(true);
    expect(acceptsType('string', 'date')).toBe(false);
    expect(acceptsType('numeric', 'boolean')).toBe(false);
  });
});

describe('checkFormula: problems', () => {
  it('reports a wrong argument type with the argument position (the issue example)', () => {
    expect(problemsOf('UPPER(7)')).toEqual([
      {
        code: 'formula.argumentType',
        params: { name: 'UPPER', param: 'text', expected: 'string', actual: 'numeric', at: 6 },
        start: 6,
        end: 7,
      },
    ]);
  });

  it.each([
    ["{Qty} + 'a'", { op: '+', expected: 'numeric', actual: 'string', at: 8 }],
    ['{Due} * 2', { op: '*', expected: 'numeric', actual: 'date', at: 0 }],
    ["-'a'", { op: '-', expected: 'numeric', actual: 'string', at: 1 }],
    ["{Qty} = 'a'", { op: '=', expected: 'numeric', actual: 'string', at: 8 }],
    ['{Due} > 3', { op: '>', expected: 'date', actual: 'numeric', at: 8 }],
  ])('refuses an operand of the wrong type: %s', (text, params) => {
    expect(problemsOf(text)).toEqual([expect.objectContaining({ code: 'formula.operandType', params })]);
  });

  it('suggests the function meant, and says when none is close', () => {
    expect(problemsOf('UPPR({Name})')).toEqual([
      {
        code: 'formula.unknownFunctionSuggestion',
        params: { name: 'UPPR', suggestion: 'UPPER', at: 0 },
        start: 0,
        end: 4,
      },
    ]);
    expect(problemsOf('CONCATENATE(1)')[0]).toMatchObject({ params: { suggestion: 'CONCAT' } });
    expect(problemsOf('ZZZZZZ(1)')[0]).toMatchObject({ code: 'formula.unknownFunction', params: { name: 'ZZZZZZ' } });
  });

  it('reports unknown, deleted and unusable fields', () => {
    expect(problemsOf('{Nmae}')[0]).toMatchObject({
      code: 'formula.unknownFieldSuggestion',
      params: { field: 'Nmae', suggestion: 'Name' },
    });
    expect(problemsOf('{{cl_gone}} + 1')[0]).toMatchObject({ code: 'formula.deletedField', params: { id: 'cl_gone' } });
    expect(problemsOf('{Orders}')[0]).toMatchObject({ code: 'formula.unusableField', params: { field: 'Orders' } });
  });

  it('asks for a unit written as text, among the units it knows', () => {
    expect(problemsOf('DATEADD({Due}, 1, {Name})')[0]).toMatchObject({
      code: 'formula.literalRequired',
      params: { name: 'DATEADD', param: 'unit', at: 18 },
    });
    expect(problemsOf("DATETIME_DIFF({Due}, NOW(), 'fortnights')")[0]).toMatchObject({
      code: 'formula.invalidChoice',
      params: { name: 'DATETIME_DIFF', value: 'fortnights' },
    });
  });

  it('reports every problem once, in reading order, without cascades from a bad part', () => {
    const problems = problemsOf("UPPER(1) & LOWER({Nope}) & ABS('x') + NOPE()");
    expect(problems.map((p) => [p.code, p.params.at])).toEqual([
      ['formula.argumentType', 6],
      ['formula.unknownField', 17],
      ['formula.argumentType', 31],
      ['formula.unknownFunction', 38],
    ]);
  });

  it('passes parse problems through', () => {
    expect(problemsOf('1 +')).toEqual([{ code: 'formula.unexpectedEnd', params: { at: 3 }, start: 3, end: 3 }]);
  });
});
