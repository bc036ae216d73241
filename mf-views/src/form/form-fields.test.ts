import type { ColumnMeta } from '@basalt/core';
import type { FormColumn } from './form-api';
import { isRedirectUrl, placeField, prefillQuery, splitFields } from './form-fields';

const columns = ['a', 'b', 'c', 'd'].map(
  (id) => ({ id, title: id.toUpperCase(), uidt: 'SingleLineText' }) as ColumnMeta,
);
const form = (id: string, order: number, show = true): FormColumn => ({
  id: `f${id}`,
  fk_column_id: id,
  label: null,
  help: null,
  required: false,
  show,
  order,
});

describe('form fields', () => {
  const all = [form('a', 2), form('b', 1), form('c', 3, false), form('d', 4)];
  const { inForm, available } = splitFields(all, columns);

  it("splits the table's fields into the form's (by order) and the left-out ones (by the table's order)", () => {
    expect(inForm.map((f) => f.column.id)).toEqual(['b', 'a', 'd']);
    expect(available.map((f) => f.column.id)).toEqual(['c']);
    // a field the server does not list (a system field) is in neither
    expect(splitFields([form('a', 1)], columns).available).toEqual([]);
  });

  it('moves a field and numbers the form again, sending only what changed', () => {
    expect(placeField(inForm, all, 'd', 0)).toEqual([
      { id: 'fd', patch: { order: 1 } },
      { id: 'fb', patch: { order: 2 } },
      { id: 'fa', patch: { order: 3 } },
    ]);
    // out of range lands at the end; a left-out field is shown
    expect(placeField(inForm, all, 'c', 99)).toEqual([
      { id: 'fd', patch: { order: 3 } },
      { id: 'fc', patch: { order: 4, show: true } },
    ]);
    expect(placeField(inForm, all, 'nope', 0)).toEqual([]);
  });

  it('accepts only web addresses as redirects, and builds the prefill query encoded', () => {
    expect(isRedirectUrl('https://example.com/x')).toBe(true);
    expect(isRedirectUrl('')).toBe(true);
    expect(isRedirectUrl('javascript:alert(1)')).toBe(false);
    expect(isRedirectUrl('example.com')).toBe(false);
    expect(prefillQuery('Full name', 'Ada & co')).toBe('?Full%20name=Ada%20%26%20co');
  });
});
