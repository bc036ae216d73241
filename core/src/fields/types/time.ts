import { asTime, fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** A time of day, `HH:mm:ss`. */
export const time: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Time',
  filterOps: OPS.time,
  formulaType: 'string',
  valueKind: 'time',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    const value = asTime(input);
    return value ? ok(value) : fail(`${shown(input)} is not a valid time`);
  },
};
