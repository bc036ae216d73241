import { asInstant, fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition, type ParseResult } from '../field.js';
import { OPS } from '../filter-ops.js';

/** An instant, answered as ISO 8601 in UTC; text without an offset is read as UTC. */
export function parseInstant(input: unknown): ParseResult {
  if (isEmpty(input)) return ok(null);
  const instant = asInstant(input);
  return instant ? ok(instant.toISOString()) : fail(`${shown(input)} is not a valid date and time`);
}

export const dateTime: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'DateTime',
  filterOps: OPS.date,
  formulaType: 'date',
  valueKind: 'date',
  parse: parseInstant,
};
