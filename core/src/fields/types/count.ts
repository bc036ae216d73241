import { OPS } from '../filter-ops.js';
import { virtualField } from './virtual.js';

/** The number of linked records. */
export const count = virtualField('Count', { filterOps: OPS.numeric, formulaType: 'numeric', valueKind: 'number' });
