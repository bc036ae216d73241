import { OPS } from '../filter-ops.js';
import { virtualField } from './virtual.js';

/** An aggregate (count, sum, min, max, avg...) over a field of the linked records. */
export const rollup = virtualField('Rollup', { filterOps: OPS.numeric, formulaType: 'numeric', valueKind: 'number' });
