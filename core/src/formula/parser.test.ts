import type { FormulaNode } from './ast.js';
import { MAX_FORMULA_DEPTH, MAX_FORMULA_LENGTH, parseFormula } from './parser.js';

const ast = (text: string): FormulaNode => {
  const result = parseFormula(text);
  if (!result.ok) throw new Error(`did not parse ${text}: ${JSON.stringify(result.problem)}`);
  return result.ast;
};

/** The tree as a compact string, parentheses showing how operators grouped. */
function shape(node: FormulaNode): string {
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'string':
      return JSON.stringify(node.value);
    case 'boolean':
      return String(node.value);
    case 'field':
      return node.by === 'id' ? `{{${node.ref}}}` : `{${node.ref}}`;
    case 'unary':
      return `(${node.op}${shape(node.operand)})`;
    case 'binary':
      return `(${shape(node.left)} ${node.op} ${shape(node.right)})`;
    case 'call':
      return `${node.name}(${node.args.map(shape).join(', ')})`;
  }
}

const problemOf = (text: string) => {
  const result = parseFormula(text);
  if (result.ok) throw new Error(`parsed ${text}`);
  return result.problem;
};

describe('parseFormula: precedence and grouping', () => {
  it.each([
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['1 * 2 + 3', '((1 * 2) + 3)'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['10 - 4 - 3', '((10 - 4) - 3)'],
    ['8 / 4 / 2', '((8 / 4) / 2)'],
    ['-2 * 3', '((-2) * 3)'],
    ['- -2', '(-(-2))'],
    ['+5', '(+5)'],
    ['2 * -{A}', '(2 * (-{A}))'],
    ['{A} & 1 + 2', '({A} & (1 + 2))'],
    ["'a' & 'b' & 'c'", '(("a" & "b") & "c")'],
    ['1 + 2 = 3', '((1 + 2) = 3)'],
    ["{A} & 'x' = 'yx'", '(({A} & "x") = "yx")'],
    ['1 < 2 = TRUE', '((1 < 2) = true)'],
    ['{A} > 1 && {B} < 2 || {C}', '((({A} > 1) && ({B} < 2)) || {C})'],
    ['{A} || {B} && {C}', '({A} || ({B} && {C}))'],
    ['1 == 1', '(1 = 1)'],
    ['1 <> 2', '(1 != 2)'],
    ['1 != 2', '(1 != 2)'],
    ['1 <= 2', '(1 <= 2)'],
    ['1 >= 2', '(1 >= 2)'],
    ['((((1))))', '1'],
  ])('%s reads as %s', (text, expected) => {
    expect(shape(ast(text))).toBe(expected);
  });
});

describe('parseFormula: every kind of node', () => {
  it('reads literals with their values and spans', () => {
    expect(ast(' 12.5 ')).toEqual({ kind: 'number', value: 12.5, start: 1, end: 5 });
    expect(ast('"x\\"y"')).toEqual({ kind: 'string', value: 'x"y', start: 0, end: 6 });
    expect(ast('true')).toEqual({ kind: 'boolean', value: true, start: 0, end: 4 });
    expect(ast('FALSE')).toEqual({ kind: 'boolean', value: false, start: 0, end: 5 });
  });

  it('reads field references by title, by id, and bare names as titles', () => {
    expect(ast('{Unit price}')).toEqual({ kind: 'field', by: 'title', ref: 'Unit price', start: 0, end: 12 });
    expect(ast('{{cl_9}}')).toEqual({ kind: 'field', by: 'id', ref: 'cl_9', start: 0, end: 8 });
    expect(ast('Price')).toEqual({ kind: 'field', by: 'title', ref: 'Price', bare: true, start: 0, end: 5 });
  });

  it('reads calls with upper-cased names, their arguments and spans', () => {
    expect(ast('concat({A}, "-", 3)')).toEqual({
      kind: 'call',
      name: 'CONCAT',
      nameEnd: 6,
      start: 0,
      end: 19,
      args: [
        { kind: 'field', by: 'title', ref: 'A', start: 7, end: 10 },
        { kind: 'string', value: '-', start: 12, end: 15 },
        { kind: 'number', value: 3, start: 17, end: 18 },
      ],
    });
    expect(ast('NOW()')).toMatchObject({ kind: 'call', name: 'NOW', args: [], start: 0, end: 5 });
    expect(shape(ast('IF(AND({A}, NOT({B})), UPPER({C}), TRUE())'))).toBe('IF(AND({A}, NOT({B})), UPPER({C}), TRUE())');
  });

  it('gives operators their own offset and the whole expression as the span', () => {
    expect(ast('{A} + 2')).toEqual({
      kind: 'binary',
      op: '+',
      opStart: 4,
      start: 0,
      end: 7,
      left: { kind: 'field', by: 'title', ref: 'A', start: 0, end: 3 },
      right: { kind: 'number', value: 2, start: 6, end: 7 },
    });
    expect(ast('-{A}')).toMatchObject({ kind: 'unary', op: '-', start: 0, end: 4, operand: { start: 1, end: 4 } });
  });
});

describe('parseFormula: problems', () => {
  it.each([
    ['1 + )', 'formula.unexpectedToken', { token: ')', at: 4 }],
    ['UPPER({A}))', 'formula.unexpectedToken', { token: ')', at: 10 }],
    ['1 2', 'formula.unexpectedToken', { token: '2', at: 2 }],
    ['IF(1,,2)', 'formula.unexpectedToken', { token: ',', at: 5 }],
    ['(1 + 2', 'formula.unexpectedEnd', { at: 6 }],
    ['1 +', 'formula.unexpectedEnd', { at: 3 }],
    ['CONCAT(1,', 'formula.unexpectedEnd', { at: 9 }],
    ['* 2', 'formula.unexpectedToken', { token: '*', at: 0 }],
    ["'open", 'formula.unterminatedString', { at: 0 }],
    ['{A', 'formula.unterminatedField', { at: 0 }],
    ['1 ; 2', 'formula.unexpectedCharacter', { char: ';', at: 2 }],
  ])('%s: %s', (text, code, params) => {
    expect(problemOf(text)).toMatchObject({ code, params });
  });

  it('marks the offending token', () => {
    expect(problemOf('ABS(1))')).toEqual({
      code: 'formula.unexpectedToken',
      params: { token: ')', at: 6 },
      start: 6,
      end: 7,
    });
  });

  it.each(['', '   ', '\n\t'])('reports an empty formula (%j)', (text) => {
    expect(problemOf(text)).toEqual({ code: 'formula.empty', params: {} });
  });

  it('refuses a formula longer than the limit unread', () => {
    expect(problemOf('1'.repeat(MAX_FORMULA_LENGTH + 1))).toEqual({
      code: 'formula.tooLong',
      params: { max: MAX_FORMULA_LENGTH },
    });
    expect(parseFormula('1'.repeat(MAX_FORMULA_LENGTH)).ok).toBe(true);
  });

  it('refuses nesting deeper than the limit, and takes it up to there', () => {
    const nested = (depth: number) => `${'('.repeat(depth)}1${')'.repeat(depth)}`;
    expect(parseFormula(nested(MAX_FORMULA_DEPTH)).ok).toBe(true);
    expect(problemOf(nested(MAX_FORMULA_DEPTH + 1))).toMatchObject({ code: 'formula.tooDeep' });
    expect(problemOf(`${'ABS('.repeat(1000)}1${')'.repeat(1000)}`)).toMatchObject({ code: 'formula.tooDeep' });
    expect(problemOf(`${'-'.repeat(5000)}1`)).toMatchObject({ code: 'formula.tooDeep' });
  });

  it('never throws on arbitrary input', () => {
    const pieces = ['(', ')', ',', '{A}', '{{x}}', "'s'", '1', '+', '&', '<=', 'IF', 'NOW()', ' ', '{', '"', '-'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      const result = parseFormula(text);
      if (!result.ok) expect(result.problem.code).toMatch(/^formula\./);
    }
  });
});
