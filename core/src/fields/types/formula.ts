import { OPS } from '../filter-ops.js';
import { virtualField } from './virtual.js';

/** A value computed from other fields of the record. */
export const formula = virtualField('Formula', { filterOps: OPS.any, formulaType: 'string', valueKind: 'text' });
