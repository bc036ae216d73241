import { fieldTitleText, lexFormula, type Token } from './lexer.js';

const tokens = (text: string): Token[] => {
  const result = lexFormula(text);
  if (!result.ok) throw new Error(`did not lex: ${JSON.stringify(result.problem)}`);
  return result.tokens;
};
const kinds = (text: string) => tokens(text).map((t) => [t.kind, t.text]);

describe('lexFormula', () => {
  it.each([
    ['42', '42'],
    ['3.25', '3.25'],
    ['.5', '.5'],
    ['7.', '7.'],
    ['1e3', '1e3'],
    ['2.5E-2', '2.5E-2'],
  ])('reads the number %s', (text, read) => {
    expect(kinds(text)).toEqual([
      ['number', read],
      ['end', ''],
    ]);
  });

  it.each([
    ["'single'", 'single'],
    ['"double"', 'double'],
    ["'it\\'s'", "it's"],
    ['"say \\"hi\\""', 'say "hi"'],
    ["'a\\nb\\tc\\\\d'", 'a\nb\tc\\d'],
    ['"it\'s"', "it's"],
    ["''", ''],
    ["'{not a field}'", '{not a field}'],
  ])('reads the string %s with its escapes', (text, value) => {
    expect(kinds(text)[0]).toEqual(['string', value]);
  });

  it('reads field references by title and by id, with escaped braces in titles', () => {
    expect(kinds('{Unit price} {{cl_abc123}} {a\\}b\\{c\\\\}')).toEqual([
      ['fieldTitle', 'Unit price'],
      ['fieldId', 'cl_abc123'],
      ['fieldTitle', 'a}b{c\\'],
      ['end', ''],
    ]);
  });

  it('reads every operator, the longest spelling first', () => {
    const ops = '== != <> <= >= && || + - * / & = < >';
    expect(
      tokens(ops)
        .filter((t) => t.kind === 'operator')
        .map((t) => t.text),
    ).toEqual(ops.split(' '));
    expect(kinds('a<=b')).toEqual([
      ['name', 'a'],
      ['operator', '<='],
      ['name', 'b'],
      ['end', ''],
    ]);
  });

  it('reads names, parentheses and commas with their offsets', () => {
    expect(tokens('IF( x ,y)')).toEqual([
      { kind: 'name', text: 'IF', start: 0, end: 2 },
      { kind: '(', text: '(', start: 2, end: 3 },
      { kind: 'name', text: 'x', start: 4, end: 5 },
      { kind: ',', text: ',', start: 6, end: 7 },
      { kind: 'name', text: 'y', start: 7, end: 8 },
      { kind: ')', text: ')', start: 8, end: 9 },
      { kind: 'end', text: '', start: 9, end: 9 },
    ]);
  });

  it.each([
    ["1 + 'open", 'formula.unterminatedString', 4],
    ['{Price', 'formula.unterminatedField', 0],
    ['1 + {{cl_1}', 'formula.unterminatedField', 4],
    ['{  }', 'formula.emptyField', 0],
    ['{{ }}', 'formula.emptyField', 0],
    ['1 # 2', 'formula.unexpectedCharacter', 2],
    ['1 ! 2', 'formula.unexpectedCharacter', 2],
    ['1 | 2', 'formula.unexpectedCharacter', 2],
  ])('refuses %s with %s at %d', (text, code, at) => {
    const result = lexFormula(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.code).toBe(code);
      expect(result.problem.params.at).toBe(at);
      expect(result.problem.start).toBe(at);
    }
  });

  it('names the unexpected character, whole even outside the basic plane', () => {
    const result = lexFormula('1 😀');
    expect(result).toEqual({
      ok: false,
      problem: { code: 'formula.unexpectedCharacter', params: { char: '😀', at: 2 }, start: 2, end: 4 },
    });
  });
});

describe('fieldTitleText', () => {
  it.each(['Plain', 'Price (USD)', 'a}b', '{weird', 'back\\slash', '{{x}}'])('writes %s so it reads back', (title) => {
    const written = fieldTitleText(title);
    expect(tokens(written)[0]).toMatchObject({ kind: 'fieldTitle', text: title, end: written.length });
  });
});
