import { matchFields } from './match-fields.js';

describe('matchFields', () => {
  it('matches the same title exactly first', () => {
    expect(matchFields(['Name', 'Age'], ['Age', 'Name'])).toEqual(['Name', 'Age']);
  });

  it('then ignores case, spaces and underscores', () => {
    expect(matchFields(['first name', 'LAST_NAME', 'E-mail'], ['FirstName', 'Last Name', 'e_mail'])).toEqual([
      'FirstName',
      'Last Name',
      'e_mail',
    ]);
  });

  it('compares source names after the naming rules', () => {
    expect(matchFields(['Price ($)'], ['Price'])).toEqual(['Price']);
  });

  it('uses each field once, an exact match winning over an earlier loose one', () => {
    expect(matchFields(['name', 'Name'], ['Name'])).toEqual([null, 'Name']);
    expect(matchFields(['a', 'A'], ['a'])).toEqual(['a', null]);
  });

  it('leaves unmatched columns null', () => {
    expect(matchFields(['x', '', 'y'], ['z'])).toEqual([null, null, null]);
    expect(matchFields([], ['z'])).toEqual([]);
  });
});
