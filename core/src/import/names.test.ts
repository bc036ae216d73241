import { columnNameOf, sanitiseName, sanitiseNames, sanitiseTableName } from './names.js';

describe('import naming', () => {
  it('turns special characters into underscores and keeps letters, digits, _ and spaces', () => {
    expect(sanitiseName('Price ($)')).toBe('Price ___');
    expect(sanitiseName('a.b/c\\d-e')).toBe('a_b_c_d_e');
    expect(sanitiseName('Größe über')).toBe('Größe über');
    expect(sanitiseName('名前')).toBe('名前');
    expect(sanitiseName('  padded  ')).toBe('padded');
    expect(sanitiseName('first   last')).toBe('first last');
  });
  it('names missing headers field_N after their 1-based position', () => {
    expect(sanitiseNames(['a', '', null, undefined, '   '])).toEqual(['a', 'field_2', 'field_3', 'field_4', 'field_5']);
  });
  it('suffixes duplicates case-insensitively, skipping suffixes already taken', () => {
    expect(sanitiseNames(['Name', 'name', 'NAME'])).toEqual(['Name', 'name_1', 'NAME_2']);
    expect(sanitiseNames(['a_1', 'a', 'a'])).toEqual(['a_1', 'a', 'a_2']);
    expect(sanitiseNames(['a.b', 'a/b'])).toEqual(['a_b', 'a_b_1']);
    expect(sanitiseNames(['field_2', ''])).toEqual(['field_2', 'field_2_1']);
  });
  it('names a table after its sheet or file, without extension, not clashing with taken names', () => {
    expect(sanitiseTableName('people.csv', [])).toBe('people');
    expect(sanitiseTableName('Q1/Q2 sales.xlsx', [])).toBe('Q1_Q2 sales');
    expect(sanitiseTableName('Sheet1', ['sheet1', 'Sheet1_1'])).toBe('Sheet1_2');
    expect(sanitiseTableName('', [])).toBe('Sheet');
  });
  it('gives a database name without spaces', () => {
    expect(columnNameOf('First name')).toBe('First_name');
  });
});
