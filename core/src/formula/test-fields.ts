import type { FormulaField } from './fields.js';

/** A table of one field of each formula type, shared by the formula tests. */
export const TEST_FIELDS: FormulaField[] = [
  { id: 'cl_name', title: 'Name', uidt: 'SingleLineText' },
  { id: 'cl_price', title: 'Unit price', uidt: 'Currency' },
  { id: 'cl_qty', title: 'Qty', uidt: 'Number' },
  { id: 'cl_due', title: 'Due', uidt: 'Date' },
  { id: 'cl_paid', title: 'Paid', uidt: 'Checkbox' },
  { id: 'cl_meta', title: 'Meta', uidt: 'JSON' },
  { id: 'cl_orders', title: 'Orders', uidt: 'LinkToAnotherRecord' },
  { id: 'cl_odd', title: 'Odd {name}', uidt: 'LongText' },
  { id: 'cl_total', title: 'Total', uidt: 'Formula', formula: '{{cl_price}} * {{cl_qty}}' },
];
