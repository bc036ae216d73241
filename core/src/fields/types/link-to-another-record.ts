import { OPS } from '../filter-ops.js';
import { virtualField } from './virtual.js';

/** A link to records of another table (has-many, many-to-many, belongs-to). */
export const linkToAnotherRecord = virtualField('LinkToAnotherRecord', {
  filterOps: OPS.link,
  formulaType: 'link',
  valueKind: 'text',
  textSearch: true,
});
