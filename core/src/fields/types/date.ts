import { asInstant, fail, isEmpty, ok, plainDate, shown, utcDate } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** A calendar day, `YYYY-MM-DD`; a date-time gives its (UTC) day. */
export const date: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Date',
  filterOps: OPS.date,
  formulaType: 'date',
  valueKind: 'date',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    const plain = typeof input === 'string' ? plainDate(input) : undefined;
    if (plain) return ok(plain);
    const instant = typeof input === 'number' ? undefined : asInstant(input);
    return instant ? ok(utcDate(instant)) : fail(`${shown(input)} is not a valid date`);
  },
};
