import { isKnownLocale, optionProblem, titleProblem, TITLE_MAX } from './form-rules';

describe('titleProblem', () => {
  it('asks for a name and refuses one past the server’s limit', () => {
    expect(titleProblem('  ', [])).toBe('nameRequired');
    expect(titleProblem('x'.repeat(TITLE_MAX + 1), [])).toBe('nameTooLong');
    expect(titleProblem('x'.repeat(TITLE_MAX), [])).toBeUndefined();
  });

  it('refuses a title already in the table, ignoring case and spaces, except the edited field’s own', () => {
    expect(titleProblem(' status ', ['Title', 'Status'])).toBe('nameDuplicate');
    expect(titleProblem('STATUS', ['Title', 'Status'], 'Status')).toBeUndefined();
    expect(titleProblem('Title', ['Title', 'Status'], 'Status')).toBe('nameDuplicate');
  });
});

describe('optionProblem', () => {
  it('asks for a name, refuses a repeated one (the later), and commas in a MultiSelect only', () => {
    expect(optionProblem(['a', ' '], 1, false)).toBe('optionEmpty');
    expect(optionProblem(['a', 'a'], 0, false)).toBeUndefined();
    expect(optionProblem(['a', 'a '], 1, false)).toBe('optionDuplicate');
    expect(optionProblem(['a,b'], 0, false)).toBeUndefined();
    expect(optionProblem(['a,b'], 0, true)).toBe('optionComma');
  });
});

describe('isKnownLocale', () => {
  it('accepts a locale the browser formats and refuses a malformed tag', () => {
    expect(isKnownLocale('en-US')).toBe(true);
    expect(isKnownLocale('not a locale')).toBe(false);
  });
});
