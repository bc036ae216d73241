import { OPS } from '../filter-ops.js';
import { virtualField } from './virtual.js';

/** A field of the linked records, read through a link. */
export const lookup = virtualField('Lookup', {
  filterOps: OPS.text,
  formulaType: 'string',
  valueKind: 'text',
  textSearch: true,
});
