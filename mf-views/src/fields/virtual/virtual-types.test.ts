import { customers } from './virtual-fixture';
import { virtualBodyOf } from './virtual-body';
import { ROLLUP_FUNCTIONS, formulaFieldsOf, linkFieldsOf, rollupFunctionsFor } from './virtual-types';

describe('computed field types', () => {
  it('allows sums and averages over numbers, min and max over numbers and dates, counts over anything', () => {
    expect(rollupFunctionsFor('Decimal')).toEqual([...ROLLUP_FUNCTIONS]);
    expect(rollupFunctionsFor('Date')).toEqual(['count', 'countDistinct', 'min', 'max']);
    expect(rollupFunctionsFor('SingleLineText')).toEqual(['count', 'countDistinct']);
  });

  it('finds the link fields and the fields a formula may name (not the edited one)', () => {
    expect(linkFieldsOf(customers.columns).map((c) => c.id)).toEqual(['cl_orders']);
    const fields = formulaFieldsOf(customers.columns, 'cl_total');
    expect(fields.map((f) => f.title)).toEqual(['Id', 'Name', 'Qty', 'Price', 'Orders']);
    expect(formulaFieldsOf(customers.columns).at(-1)).toMatchObject({ formula: '{{cl_qty}} * {{cl_price}}' });
  });

  it('sends only the title, and a formula its text, when editing a computed field', () => {
    const total = customers.columns.at(-1)!;
    expect(virtualBodyOf({ title: ' Sum ', uidt: 'Formula', formula: '{Qty}' }, 'md_customers', total)).toEqual({
      title: 'Sum',
      formula_raw: '{Qty}',
    });
    const link = customers.columns[4]!;
    expect(virtualBodyOf({ title: 'Buys', uidt: 'LinkToAnotherRecord' }, 'md_customers', link)).toEqual({
      title: 'Buys',
    });
  });
});
