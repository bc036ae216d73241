import type { FilterField } from './types.js';
import { searchFilter } from './search.js';
import { validateWhere } from './validate.js';

const field = (title: string, uidt: string): FilterField => ({ title, uidt });
const FIELDS = [
  field('Title', 'SingleLineText'),
  field('Notes', 'LongText'),
  field('Mail', 'Email'),
  field('Status', 'SingleSelect'),
  field('Tags', 'MultiSelect'),
  field('Orders', 'LinkToAnotherRecord'),
  field('Amount', 'Currency'),
  field('Score', 'Rating'),
  field('Done', 'Checkbox'),
  field('Due', 'Date'),
  field('At', 'DateTime'),
  field('Clock', 'Time'),
  field('Id', 'ID'),
  field('Files', 'Attachment'),
  field('Data', 'JSON'),
  field('F', 'Formula'),
];

const like = (title: string, text: string) => ({ type: 'term', field: title, op: 'like', value: `%${text}%` });
const eq = (title: string, value: string) => ({ type: 'term', field: title, op: 'eq', value });
const TEXT = ['Title', 'Notes', 'Mail', 'Status', 'Tags', 'Orders'];

describe('searchFilter', () => {
  it('matches text fields with like and wildcards, and skips fields the text cannot be', () => {
    expect(searchFilter(FIELDS, 'acme')).toEqual({
      type: 'group',
      connective: 'or',
      children: TEXT.map((title) => like(title, 'acme')),
    });
  });

  it('matches numbers, keys and booleans with eq', () => {
    expect(searchFilter(FIELDS, ' 42 ')?.children).toEqual([
      ...TEXT.map((title) => like(title, ' 42 ')),
      eq('Amount', '42'),
      eq('Score', '42'),
      eq('Id', '42'),
    ]);
    expect(searchFilter(FIELDS, 'TRUE')?.children).toContainEqual(eq('Done', 'true'));
  });

  it('matches dates with eq exactDate and times with eq', () => {
    const children = searchFilter(FIELDS, '2023-04-01')?.children;
    expect(children).toContainEqual({ type: 'term', field: 'Due', op: 'eq', subOp: 'exactDate', value: '2023-04-01' });
    expect(children).toContainEqual({ type: 'term', field: 'At', op: 'eq', subOp: 'exactDate', value: '2023-04-01' });
    expect(searchFilter(FIELDS, '2023-02-30')?.children).not.toContainEqual(expect.objectContaining({ field: 'Due' }));
    expect(searchFilter(FIELDS, '09:30')?.children).toContainEqual(eq('Clock', '09:30'));
  });

  it('answers no filter for blank text, and null when no field can hold the text', () => {
    expect(searchFilter(FIELDS, '  ')).toEqual({ type: 'group', connective: 'and', children: [] });
    expect(searchFilter([field('Amount', 'Number')], 'abc')).toBeNull();
    expect(searchFilter([field('Title', 'SingleLineText')], 'abc')).toEqual({
      type: 'group',
      connective: 'and',
      children: [like('Title', 'abc')],
    });
  });

  it('builds terms that validate against the same fields', () => {
    for (const text of ['acme', '42', 'true', '2023-04-01', '09:30', "'; DROP TABLE x; --"]) {
      const where = searchFilter(FIELDS, text);
      expect(where && validateWhere(where, FIELDS)).not.toHaveProperty('error');
    }
  });
});
