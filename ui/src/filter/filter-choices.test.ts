import type { ColumnMeta } from '@basalt/core';
import {
  conditionControls,
  filterOpsOf,
  filterableFields,
  firstConditionOf,
  subOpsOf,
  valueInputOf,
  withOp,
} from './filter-choices';

const column = (id: string, uidt: string): ColumnMeta => ({ id, title: id, column_name: id, uidt });

describe('filter choices', () => {
  it("offers a Checkbox only the checkbox ops of core's registry, without the older spellings", () => {
    expect(filterOpsOf('Checkbox')).toEqual(['eq', 'neq', 'checked', 'notchecked', 'null', 'notnull']);
  });

  it('keeps an older spelling a saved filter already uses, so it still shows', () => {
    expect(filterOpsOf('Checkbox', 'is')).toContain('is');
    expect(filterOpsOf('Number')).not.toContain('ge');
    expect(filterOpsOf('Number')).toEqual(expect.arrayContaining(['gt', 'lte', 'btw', 'blank']));
  });

  it('leaves out fields that cannot be filtered yet (links, formulas)', () => {
    const fields = [column('a', 'SingleLineText'), column('b', 'Formula'), column('c', 'LinkToAnotherRecord')];
    expect(filterableFields(fields).map((c) => c.id)).toEqual(['a']);
  });

  it('asks for no value on valueless ops, a sub-op on dates, and the sub-op decides the date value', () => {
    expect(valueInputOf('SingleLineText', 'empty')).toBe('none');
    expect(valueInputOf('Checkbox', 'checked')).toBe('none');
    expect(valueInputOf('Checkbox', 'eq')).toBe('boolean');
    expect(valueInputOf('Number', 'gt')).toBe('text');
    expect(subOpsOf('Date', 'isWithin')).toContain('pastNumberOfDays');
    expect(subOpsOf('Number', 'eq')).toBeNull();
    expect(valueInputOf('Date', 'eq', 'today')).toBe('none');
    expect(valueInputOf('Date', 'eq', 'exactDate')).toBe('date');
    expect(valueInputOf('Date', 'isWithin', 'nextNumberOfDays')).toBe('days');
  });

  it("starts a picked field at its type's first op, with the first sub-op on a date", () => {
    expect(firstConditionOf(column('d', 'Date'))).toEqual({
      fk_column_id: 'd',
      comparison_op: 'eq',
      comparison_sub_op: 'today',
      value: null,
    });
  });

  it("describes a condition's controls from its field: title, type, date sub-ops and the value box", () => {
    const fields = [column('Due', 'Date'), column('N', 'Number')];
    const due = { fk_column_id: 'Due', comparison_op: 'isWithin', comparison_sub_op: 'pastNumberOfDays' };
    expect(conditionControls(fields, due)).toMatchObject({ uidt: 'Date', title: 'Due', input: 'days' });
    expect(conditionControls(fields, due).subOps).toContain('pastWeek');
    expect(conditionControls(fields, { fk_column_id: 'N', comparison_op: 'gt' })).toMatchObject({ subOps: null });
  });

  it('changes the op keeping the value only while the value box stays the same kind', () => {
    const n = { fk_column_id: 'N', comparison_op: 'gt', comparison_sub_op: null, value: '3' };
    expect(withOp(n, 'Number', 'lt')).toEqual({ ...n, comparison_op: 'lt' });
    expect(withOp(n, 'Number', 'blank')).toEqual({ ...n, comparison_op: 'blank', value: null });
    const due = { fk_column_id: 'Due', comparison_op: 'eq', comparison_sub_op: 'exactDate', value: '2024-01-02' };
    expect(withOp(due, 'Date', 'lt')).toEqual({ ...due, comparison_op: 'lt' });
    expect(withOp(due, 'Date', 'isWithin')).toMatchObject({ comparison_sub_op: 'pastWeek', value: null });
  });
});
