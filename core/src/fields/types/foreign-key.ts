import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';
import { parseKey } from './id.js';

/** The column a link keeps in the child table: the parent's key (system type). */
export const foreignKey: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'ForeignKey',
  system: true,
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'key',
  parse: parseKey,
};
