import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';
import { parseInstant } from './date-time.js';

/** When the record last changed (a table's `UpdatedAt`); set by the engine (system type). */
export const lastModifiedTime: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'LastModifiedTime',
  system: true,
  filterOps: OPS.date,
  formulaType: 'date',
  valueKind: 'date',
  parse: parseInstant,
};
