import type { ColumnMeta } from '@basalt/core';
import { groupableFields } from './group-fields';
import { groupWhere } from './group-where';

const col = (id: string, title: string, uidt: string, column_name = title.toLowerCase()): ColumnMeta => ({
  id,
  title,
  column_name,
  uidt,
});
const STATUS = col('c_status', 'Status', 'SingleSelect');
const DONE = col('c_done', 'Done', 'Checkbox');
const DUE = col('c_due', 'Due', 'Date');
const AT = col('c_at', 'At', 'DateTime');
const COUNT = col('c_count', 'Count', 'Number');
const COLUMNS = [STATUS, DONE, DUE, AT, COUNT];

describe('groupWhere', () => {
  it('matches a value with eq on the physical name, and the empty group with blank', () => {
    expect(groupWhere(STATUS, 'In progress', COLUMNS)).toBe('(status,eq,In progress)');
    expect(groupWhere(COUNT, 3.5, COLUMNS)).toBe('(count,eq,3.5)');
    expect(groupWhere(STATUS, null, COLUMNS)).toBe('(status,blank)');
    expect(groupWhere(STATUS, '', COLUMNS)).toBe('(status,empty)');
  });

  it('keeps commas and parentheses in the value (the value runs to the last parenthesis)', () => {
    expect(groupWhere(STATUS, 'a, b (c)', COLUMNS)).toBe('(status,eq,a, b (c))');
  });

  it('reads checkboxes with checked / notchecked and dates exactly with in', () => {
    expect(groupWhere(DONE, true, COLUMNS)).toBe('(done,checked)');
    expect(groupWhere(DONE, false, COLUMNS)).toBe('(done,notchecked)');
    expect(groupWhere(DUE, '2026-03-01', COLUMNS)).toBe('(due,in,2026-03-01)');
    expect(groupWhere(AT, '2026-03-01 10:00:00+00:00', COLUMNS)).toBe('(at,in,2026-03-01 10:00:00+00:00)');
  });

  it("uses the title when another field is titled as this one's physical name (titles are looked up first)", () => {
    const shadow = col('c_x', 'status', 'SingleLineText', 'other');
    expect(groupWhere(STATUS, 'Done', [...COLUMNS, shadow])).toBe('(Status,eq,Done)');
  });

  it('gives no where for a value the grammar cannot carry', () => {
    expect(groupWhere(STATUS, 'a~or(b', COLUMNS)).toBeUndefined();
  });
});

describe('groupableFields', () => {
  it('keeps stored fields whose type groups, leaving out files, JSON and computed fields', () => {
    const others = [col('c_f', 'Files', 'Attachment'), col('c_j', 'Doc', 'JSON'), col('c_l', 'Links', 'Links')];
    expect(groupableFields([...COLUMNS, ...others]).map((c) => c.title)).toEqual([
      'Status',
      'Done',
      'Due',
      'At',
      'Count',
    ]);
  });
});
