import { asText, ok } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

export const longText: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'LongText',
  textSearch: true,
  filterOps: OPS.text,
  formulaType: 'string',
  valueKind: 'text',
  parse: (input) => ok(input === undefined || input === null ? null : asText(input)),
};
