import { PROJECT_TITLE_MESSAGES, TABLE_NAME_MESSAGES, projectTitleError, tableNameError } from './names.js';

describe('project titles', () => {
  it.each([
    ['', PROJECT_TITLE_MESSAGES.required],
    ['   ', PROJECT_TITLE_MESSAGES.required],
    [undefined, PROJECT_TITLE_MESSAGES.required],
    ['x'.repeat(51), 'project name exceeds 50 characters'],
    [' Sales', PROJECT_TITLE_MESSAGES.leadingSpace],
  ])('%j -> %s', (title, message) => {
    expect(projectTitleError(title)).toBe(message);
  });

  it('accepts up to 50 characters', () => {
    expect(projectTitleError('x'.repeat(50))).toBeUndefined();
    expect(projectTitleError('Sales CRM 2026')).toBeUndefined();
  });
});

describe('table names', () => {
  it.each([
    ['', false, TABLE_NAME_MESSAGES.required],
    ['a/b', false, 'Following characters are not allowed: /'],
    ['a.b\\c/d.', false, 'Following characters are not allowed: . \\ /'],
    ['Orders 2026 (EU)', false, undefined],
    ['Ünïcode names', false, undefined],
    ['1orders', true, TABLE_NAME_MESSAGES.mustStartWith],
    ['order lines', true, 'Following characters are not allowed:  '],
    ['order-lines!', true, 'Following characters are not allowed: - !'],
    ['_orders_2026', true, undefined],
  ])('%j (strict %s) -> %s', (name, strict, message) => {
    expect(tableNameError(name, strict)).toBe(message);
  });
});
