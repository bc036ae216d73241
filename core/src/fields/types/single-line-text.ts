import { asText, fail, ok } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

export const SINGLE_LINE_TEXT_MAX = 255;

/**
 * Whether text has more characters than `max`, counting characters as the databases' varchar(255) does (Unicode
 * code points): an emoji is one character, though two UTF-16 units in JavaScript.
 */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let count = 0;
  for (const _ of text) if (++count > max) return true;
  return false;
}

export const singleLineText: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'SingleLineText',
  textSearch: true,
  filterOps: OPS.text,
  formulaType: 'string',
  valueKind: 'text',
  parse(input) {
    if (input === undefined || input === null) return ok(null);
    const text = asText(input);
    if (longerThan(text, SINGLE_LINE_TEXT_MAX)) return fail(`Text is longer than ${SINGLE_LINE_TEXT_MAX} characters`);
    return ok(text);
  },
};
