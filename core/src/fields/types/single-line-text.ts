import { asText, fail, ok } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

export const SINGLE_LINE_TEXT_MAX = 255;

export const singleLineText: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'SingleLineText',
  textSearch: true,
  filterOps: OPS.text,
  formulaType: 'string',
  parse(input) {
    if (input === undefined || input === null) return ok(null);
    const text = asText(input);
    if (text.length > SINGLE_LINE_TEXT_MAX) return fail(`Text is longer than ${SINGLE_LINE_TEXT_MAX} characters`);
    return ok(text);
  },
};
