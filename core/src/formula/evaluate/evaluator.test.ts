import type { FormulaField } from '../fields.js';
import { FORMULA_FUNCTION_NAMES } from '../functions/catalogue.js';
import { evaluateFormula } from './evaluator.js';
import type { FormulaValue } from './values.js';

const FIELDS: FormulaField[] = [
  { id: 'n', title: 'Name', uidt: 'SingleLineText' },
  { id: 'p', title: 'Price', uidt: 'Currency' },
  { id: 'q', title: 'Qty', uidt: 'Number' },
  { id: 'e', title: 'Empty', uidt: 'Number' },
  { id: 'd', title: 'Due', uidt: 'Date' },
  { id: 'c', title: 'Done', uidt: 'Checkbox' },
  { id: 'j', title: 'Meta', uidt: 'JSON' },
  { id: 't', title: 'Total', uidt: 'Formula', formula: '{{p}} * {{q}}' },
];
const ROW = { n: 'Ada Lovelace', p: 12.5, q: '4', e: null, d: '2024-01-31', c: 1, j: { a: 1 } };
const NOW = new Date('2024-05-15T10:20:30Z');

const value = (formula: string, row: Record<string, unknown> = ROW): FormulaValue => {
  const result = evaluateFormula(formula, { fields: FIELDS, row, now: NOW, recordId: 42 });
  if (!result.ok) throw new Error(`${formula} failed: ${result.reason}`);
  return result.value;
};
const reason = (formula: string) => {
  const result = evaluateFormula(formula, { fields: FIELDS, row: ROW, now: NOW });
  return result.ok ? `value ${String(result.value)}` : result.reason;
};
const at = (iso: string) => new Date(iso);

/** For each function, formulas and what they give: every function of the catalogue has some (checked below). */
const CASES: Record<string, [string, FormulaValue][]> = {
  ABS: [
    ['ABS(-3.5)', 3.5],
    ['ABS({Empty})', null],
  ],
  ADD: [['ADD(1, 2, {Empty}, {Qty})', 7]],
  SUM: [['SUM({Price}, 0.5)', 13]],
  AVG: [
    ['AVG(1, 2, {Empty}, 6)', 3],
    ['AVG({Empty})', null],
  ],
  MIN: [
    ['MIN(3, {Empty}, -1, 2)', -1],
    ['MIN({Empty})', null],
  ],
  MAX: [['MAX(3, {Empty}, -1, 2)', 3]],
  CEILING: [
    ['CEILING(1.2)', 2],
    ['CEILING(-1.8)', -1],
  ],
  FLOOR: [
    ['FLOOR(1.8)', 1],
    ['FLOOR(-1.2)', -2],
  ],
  ROUND: [
    ['ROUND(2.5)', 3],
    ['ROUND(-2.5)', -3],
    ['ROUND(1.005, 2)', 1.01],
    ['ROUND(1234, -2)', 1200],
    ['ROUND(1e-7, 8)', 1e-7],
  ],
  ROUNDUP: [
    ['ROUNDUP(1.21, 1)', 1.3],
    ['ROUNDUP(-1.21, 1)', -1.3],
  ],
  ROUNDDOWN: [
    ['ROUNDDOWN(1.29, 1)', 1.2],
    ['ROUNDDOWN(-1.29, 1)', -1.2],
  ],
  INT: [
    ['INT(7.9)', 7],
    ['INT(-7.9)', -7],
  ],
  MOD: [
    ['MOD(7, 3)', 1],
    ['MOD(-7, 3)', -1],
  ],
  POWER: [
    ['POWER(2, 10)', 1024],
    ['POWER(9, 0.5)', 3],
  ],
  SQRT: [['SQRT(16)', 4]],
  EXP: [['EXP(0)', 1]],
  LOG: [
    ['LOG(1000)', 3],
    ['ROUND(LOG(8, 2), 10)', 3],
  ],
  EVEN: [
    ['EVEN(1.5)', 2],
    ['EVEN(3)', 4],
    ['EVEN(-1)', -2],
    ['EVEN(0)', 0],
  ],
  ODD: [
    ['ODD(1.5)', 3],
    ['ODD(2)', 3],
    ['ODD(-2)', -3],
    ['ODD(0)', 1],
  ],
  VALUE: [
    ["VALUE(' 42.5 ')", 42.5],
    ["VALUE('abc')", null],
    ["VALUE('-1e3')", -1000],
  ],
  COUNT: [["COUNT(1, 'a', {Empty}, 2)", 2]],
  COUNTA: [["COUNTA(1, '', {Empty}, 'x')", 2]],
  COUNTALL: [["COUNTALL(1, '', {Empty})", 3]],
  CONCAT: [["CONCAT({Name}, ' x', {Qty}, {Empty}, TRUE())", 'Ada Lovelace x4true']],
  TRIM: [["TRIM('  a b  ')", 'a b']],
  UPPER: [
    ['UPPER({Name})', 'ADA LOVELACE'],
    ['UPPER({Empty})', null],
  ],
  LOWER: [["LOWER('ÀB')", 'àb']],
  LEN: [
    ["LEN('añ😀')", 3],
    ["LEN('')", 0],
  ],
  REPEAT: [
    ["REPEAT('ab', 3)", 'ababab'],
    ["REPEAT('ab', -1)", ''],
  ],
  REPLACE: [
    ["REPLACE('a-b-c', '-', '+')", 'a+b+c'],
    ["REPLACE('abc', '', 'x')", 'abc'],
  ],
  SEARCH: [
    ["SEARCH({Name}, 'Love')", 5],
    ["SEARCH({Name}, 'love')", 0],
    ["SEARCH('😀ab', 'b')", 3],
  ],
  FIND: [
    ["FIND('a', 'banana')", 2],
    ["FIND('a', 'banana', 3)", 4],
    ["FIND('z', 'banana')", 0],
  ],
  LEFT: [["LEFT('😀abc', 2)", '😀a']],
  RIGHT: [
    ["RIGHT('abc', 2)", 'bc'],
    ["RIGHT('abc', 9)", 'abc'],
  ],
  MID: [["MID('abcdef', 2, 3)", 'bcd']],
  SUBSTR: [
    ["SUBSTR('abcdef', 3)", 'cdef'],
    ["SUBSTR('abcdef', 3, 2)", 'cd'],
  ],
  T: [
    ["T('x')", 'x'],
    ['T(5)', ''],
  ],
  URL: [["URL('https://example.com')", 'https://example.com']],
  REGEX_MATCH: [
    ["REGEX_MATCH({Name}, '^A.a ')", true],
    ["REGEX_MATCH({Name}, '^z')", false],
  ],
  REGEX_EXTRACT: [
    ["REGEX_EXTRACT('ref 123-45', '[0-9]+')", '123'],
    ["REGEX_EXTRACT('k=v', '=(.*)')", 'v'],
    ["REGEX_EXTRACT('a', 'z')", null],
  ],
  REGEX_REPLACE: [
    ["REGEX_REPLACE('a1b22', '[0-9]+', '#')", 'a#b#'],
    ["REGEX_REPLACE('a1', '([0-9])', '$1$1')", 'a$1$1'],
  ],
  NOW: [['NOW()', NOW]],
  TODAY: [['TODAY()', at('2024-05-15T00:00:00Z')]],
  DATEADD: [
    ["DATEADD({Due}, 1, 'month')", at('2024-02-29T00:00:00Z')],
    ["DATEADD({Due}, -2, 'days')", at('2024-01-29T00:00:00Z')],
    ["DATEADD('2024-01-01 10:00', 90, 'minutes')", at('2024-01-01T11:30:00Z')],
    ["DATEADD({Due}, 1, 'quarter')", at('2024-04-30T00:00:00Z')],
    ["DATEADD('2024-02-29', 1, 'years')", at('2025-02-28T00:00:00Z')],
  ],
  DATETIME_DIFF: [
    ["DATETIME_DIFF('2024-03-01', {Due}, 'days')", 30],
    ["DATETIME_DIFF({Due}, '2024-03-01', 'days')", -30],
    ["DATETIME_DIFF('2024-02-29', {Due}, 'months')", 0],
    ["DATETIME_DIFF('2024-03-31', {Due}, 'months')", 2],
    ["DATETIME_DIFF('2024-01-01 00:01', '2024-01-01', 'seconds')", 60],
    ["DATETIME_DIFF('2024-01-01 00:01', '2024-01-01')", 60],
  ],
  DATETIME_FORMAT: [
    ["DATETIME_FORMAT('2024-03-05 07:08:09', 'DD/MM/YYYY HH:mm:ss')", '05/03/2024 07:08:09'],
    ['DATETIME_FORMAT({Due})', '2024-01-31'],
  ],
  DATESTR: [['DATESTR(NOW())', '2024-05-15']],
  WEEKDAY: [
    ["WEEKDAY('2024-05-13')", 0],
    ["WEEKDAY('2024-05-12')", 6],
    ["WEEKDAY('2024-05-12', 'sunday')", 0],
  ],
  YEAR: [['YEAR({Due})', 2024]],
  MONTH: [['MONTH({Due})', 1]],
  DAY: [['DAY({Due})', 31]],
  IS_AFTER: [
    ['IS_AFTER(NOW(), {Due})', true],
    ['IS_AFTER({Due}, NOW())', false],
  ],
  IS_BEFORE: [["IS_BEFORE({Due}, '2024-02-01')", true]],
  IS_SAME: [
    ["IS_SAME(NOW(), '2024-05-15 23:59', 'day')", true],
    ["IS_SAME(NOW(), '2024-05-15 23:59')", false],
    ["IS_SAME('2024-05-13', '2024-05-19', 'week')", true],
    ["IS_SAME('2024-05-12', '2024-05-13', 'week')", false],
    ["IS_SAME('2024-01-01', '2024-03-31', 'quarter')", true],
  ],
  WORKDAY: [
    ["WORKDAY('2024-05-17', 1)", at('2024-05-20T00:00:00Z')],
    ["WORKDAY('2024-05-13', 10)", at('2024-05-27T00:00:00Z')],
    ["WORKDAY('2024-05-20', -1)", at('2024-05-17T00:00:00Z')],
    ["WORKDAY('2024-05-18', 0)", at('2024-05-18T00:00:00Z')],
  ],
  WORKDAY_DIFF: [
    ["WORKDAY_DIFF('2024-05-13', '2024-05-24')", 10],
    ["WORKDAY_DIFF('2024-05-24', '2024-05-13')", -10],
    ["WORKDAY_DIFF('2024-05-18', '2024-05-19')", 0],
  ],
  IF: [
    ["IF({Done}, 'yes', 'no')", 'yes'],
    ["IF({Empty}, 'yes')", null],
    ['IF(0, 1/0, 2)', 2],
  ],
  SWITCH: [
    ["SWITCH({Qty}, 1, 'one', 4, 'four')", 'four'],
    ["SWITCH({Qty}, 1, 'one', 'other')", 'other'],
    ["SWITCH({Qty}, 1, 'one')", null],
  ],
  AND: [
    ['AND(1, TRUE(), {Name})', true],
    ["AND(1, '')", false],
  ],
  OR: [
    ['OR({Empty}, 0, 1)', true],
    ['OR({Empty}, 0)', false],
  ],
  XOR: [
    ['XOR(1, 1, 1)', true],
    ['XOR(1, 1)', false],
  ],
  NOT: [['NOT({Empty})', true]],
  TRUE: [['TRUE()', true]],
  FALSE: [['FALSE()', false]],
  BLANK: [['BLANK()', null]],
  ISBLANK: [
    ['ISBLANK({Empty})', true],
    ["ISBLANK('')", true],
    ['ISBLANK(0)', false],
  ],
  ISERROR: [
    ['ISERROR(1/0)', true],
    ['ISERROR(SQRT(-1))', true],
    ['ISERROR(1)', false],
    ["ISERROR(DATESTR('soon'))", true],
  ],
  RECORD_ID: [['RECORD_ID()', '42']],
};

describe('evaluateFormula: every function', () => {
  it('has cases for every function of the catalogue', () => {
    expect(Object.keys(CASES).sort()).toEqual([...FORMULA_FUNCTION_NAMES].sort());
  });

  it.each(
    Object.entries(CASES).flatMap(([name, cases]) =>
      cases.map(([formula, expected]) => [name, formula, expected] as const),
    ),
  )('%s: %s gives %p', (_, formula, expected) => {
    expect(value(formula)).toEqual(expected);
  });
});

describe('evaluateFormula: operators and fields', () => {
  it.each([
    ['{Price} * {Qty}', 50],
    ['1 + 2 * 3', 7],
    ['-{Qty} + 1', -3],
    ['7 / 2', 3.5],
    ['{Empty} + 1', null],
    ["{Name} & '!' & {Empty} & 1", 'Ada Lovelace!1'],
    ['{Total} + 1', 51],
    ['{Meta}', '{"a":1}'],
    ['{Done}', true],
    ['{Qty} = 4', true],
    ["{Name} = 'ada lovelace'", false],
    ['{Empty} = BLANK()', true],
    ["{Empty} != 'x'", true],
    ["{Empty} = ''", false],
    ['{Empty} < 1', false],
    ['{Empty} >= 1', false],
    ["{Due} < '2024-02-01'", true],
    ["{Due} = '2024-01-31'", true],
    ["'b' > 'a'", true],
    ['2 <= 2', true],
    ['1 && 0', false],
    ['0 || 1', true],
  ])('%s gives %p', (formula, expected) => {
    expect(value(formula)).toEqual(expected);
  });

  it('reads stored values the way the API gives them', () => {
    expect(value('{Qty} * 2', { q: 3 })).toBe(6);
    expect(value('{Done}', { c: false })).toBe(false);
    expect(value('{Done}', { c: 'true' })).toBe(true);
    expect(value('YEAR({Due})', { d: '1999-12-31 23:00:00+00:00' })).toBe(1999);
    expect(value('DAY({Due})', { d: '2024-01-31T23:30:00-02:00' })).toBe(1);
  });
});

describe('evaluateFormula: errors', () => {
  it.each([
    ['1 / 0', 'divisionByZero'],
    ['MOD(1, 0)', 'divisionByZero'],
    ['SQRT(-4)', 'invalidNumber'],
    ['LOG(0)', 'invalidNumber'],
    ['POWER(-8, 0.5)', 'invalidNumber'],
    ["DATESTR('31/01/2024')", 'invalidDate'],
    ["REGEX_MATCH('a', '(')", 'invalidPattern'],
    ['UPPER(1/0) & "x"', 'divisionByZero'],
    ['{{gone}} + 1', 'deletedField'],
    ['1 +', 'invalidFormula'],
  ])('%s is an error (%s), not a throw', (formula, why) => {
    expect(reason(formula)).toBe(why);
  });

  it('ends formulas that read each other with an error', () => {
    const fields = [
      { id: 'a', title: 'A', uidt: 'Formula', formula: '{{b}} + 1' },
      { id: 'b', title: 'B', uidt: 'Formula', formula: '{{a}} + 1' },
    ];
    expect(evaluateFormula('{A}', { fields, row: {} })).toEqual({ ok: false, reason: 'circularReference' });
  });

  it('uses the current time when no clock is given', () => {
    const result = evaluateFormula('NOW()', { fields: [], row: {} });
    expect(result.ok && (result.value as Date).getTime()).toBeGreaterThan(Date.now() - 5000);
  });
});
