import type { Span } from './ast.js';

/**
 * What went wrong in a formula, as a locale key under `formula.` plus its parameters (docs/FORMULAS.md, messages),
 * so every interface language can word it. `start`/`end` mark the offending text when there is one.
 */
export interface FormulaProblem {
  code: FormulaProblemCode;
  params: Record<string, string | number>;
  start?: number;
  end?: number;
}

export type FormulaProblemCode =
  | 'formula.empty'
  | 'formula.tooLong'
  | 'formula.tooDeep'
  | 'formula.unexpectedCharacter'
  | 'formula.unexpectedToken'
  | 'formula.unexpectedEnd'
  | 'formula.unterminatedString'
  | 'formula.unterminatedField'
  | 'formula.emptyField'
  | 'formula.unknownFunction'
  | 'formula.unknownFunctionSuggestion'
  | 'formula.unknownField'
  | 'formula.unknownFieldSuggestion'
  | 'formula.deletedField'
  | 'formula.unusableField'
  | 'formula.tooFewArguments'
  | 'formula.tooManyArguments'
  | 'formula.argumentType'
  | 'formula.operandType'
  | 'formula.literalRequired'
  | 'formula.invalidChoice'
  | 'formula.circularReference';

export type FormulaResult<T> = { ok: true; value: T } | { ok: false; problem: FormulaProblem };

/** A problem about the text at `span`; `at` (the start offset) is always among the parameters. */
export function problemAt(
  code: FormulaProblemCode,
  span: Span,
  params: Record<string, string | number> = {},
): FormulaProblem {
  return { code, params: { ...params, at: span.start }, start: span.start, end: span.end };
}

/** Parameters holding a value type (`ValueType`), worded with `formula.types.<type>` before the message itself. */
const TYPE_PARAMS = new Set(['expected', 'actual']);

/**
 * A problem's text in the interface language: `t` is i18next's (or any `(key, params) => string`). Type words in
 * the parameters are translated first, so "expects text, got a number" reads naturally in each language.
 */
export function formulaProblemText(
  t: (key: string, params?: Record<string, unknown>) => string,
  problem: FormulaProblem,
): string {
  const params: Record<string, unknown> = { ...problem.params };
  for (const key of TYPE_PARAMS) {
    const word = params[key];
    if (typeof word === 'string') params[key] = t(`formula.types.${word}`);
  }
  // Offsets are 0-based in the code; people count characters from 1 and need to be told it is a character.
  if (typeof params.at === 'number') params.at = t('formula.position', { n: params.at + 1 });
  return t(problem.code, params);
}
