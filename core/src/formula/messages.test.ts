import fs from 'node:fs';
import path from 'node:path';
import { FORMULA_FUNCTION_NAMES } from './functions/catalogue.js';
import { formulaProblemText, type FormulaProblem, type FormulaProblemCode } from './messages.js';

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'locales', 'en.json'), 'utf8')) as {
  formula: Tree;
};
const text = (key: string): string | undefined => {
  let node: string | Tree | undefined = { formula: english.formula };
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** Every code with the parameters its producers give it; a code added to the type must be added here. */
const PARAMS: Record<FormulaProblemCode, string[]> = {
  'formula.empty': [],
  'formula.tooLong': ['max'],
  'formula.tooDeep': ['max', 'at'],
  'formula.unexpectedCharacter': ['char', 'at'],
  'formula.unexpectedToken': ['token', 'at'],
  'formula.unexpectedEnd': ['at'],
  'formula.unterminatedString': ['at'],
  'formula.unterminatedField': ['at'],
  'formula.emptyField': ['at'],
  'formula.unknownFunction': ['name', 'at'],
  'formula.unknownFunctionSuggestion': ['name', 'suggestion', 'at'],
  'formula.unknownField': ['field', 'at'],
  'formula.unknownFieldSuggestion': ['field', 'suggestion', 'at'],
  'formula.deletedField': ['at'],
  'formula.unusableField': ['field', 'at'],
  'formula.tooFewArguments': ['name', 'min', 'count', 'at'],
  'formula.tooManyArguments': ['name', 'max', 'count', 'at'],
  'formula.argumentType': ['name', 'expected', 'actual', 'at'],
  'formula.operandType': ['op', 'expected', 'actual', 'at'],
  'formula.literalRequired': ['name', 'at'],
  'formula.invalidChoice': ['name', 'value', 'at', 'choices'],
  'formula.circularReference': ['path'],
};

describe('formula messages in English', () => {
  it.each(Object.entries(PARAMS))('%s has a text using its parameters', (code, params) => {
    const words = text(code);
    expect(words).toBeDefined();
    for (const param of params) expect(words).toContain(`{{${param}}}`);
  });

  it.each(['string', 'numeric', 'date', 'boolean', 'any'])('words the type %s', (type) => {
    expect(text(`formula.types.${type}`)).toBeTruthy();
  });

  it.each(['numeric', 'text', 'date', 'logical'])('names the category %s', (category) => {
    expect(text(`formula.categories.${category}`)).toBeTruthy();
  });

  it.each(FORMULA_FUNCTION_NAMES)('describes %s', (name) => {
    expect(text(`formula.functions.${name}`)).toMatch(/\.$/);
  });
});

describe('formulaProblemText', () => {
  /** A stand-in for i18next's `t`: English texts with `{{param}}` filled in. */
  const t = (key: string, params: Record<string, unknown> = {}) =>
    (text(key) ?? key).replace(/{{(\w+)}}/g, (_, name: string) => String(params[name]));

  it('words the issue example, type names included', () => {
    const problem: FormulaProblem = {
      code: 'formula.argumentType',
      params: { name: 'UPPER', param: 'text', expected: 'string', actual: 'numeric', at: 7 },
    };
    expect(formulaProblemText(t, problem)).toBe('UPPER expects text, got a number at character 8');
  });

  it('passes other parameters as they are', () => {
    expect(formulaProblemText(t, { code: 'formula.unexpectedToken', params: { token: ')', at: 12 } })).toBe(
      "Unexpected ')' at character 13",
    );
  });
});
