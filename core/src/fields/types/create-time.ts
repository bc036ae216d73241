import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';
import { parseInstant } from './date-time.js';

/** When the record was created; set by the engine (system type). */
export const createTime: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'CreateTime',
  system: true,
  filterOps: OPS.date,
  formulaType: 'date',
  valueKind: 'date',
  parse: parseInstant,
};
