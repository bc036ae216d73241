import { asText, isEmpty, ok } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** A primary key value: a whole number for auto-increment keys, text otherwise. */
export function parseKey(input: unknown) {
  if (isEmpty(input)) return ok(null);
  if (typeof input === 'number' && Number.isSafeInteger(input)) return ok(input);
  const text = asText(input).trim();
  return ok(/^-?\d{1,15}$/.test(text) ? Number(text) : text);
}

export const id: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'ID',
  system: true,
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'key',
  parse: parseKey,
};
