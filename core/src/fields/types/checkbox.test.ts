import { checkbox } from './checkbox.js';

describe('Checkbox parse', () => {
  it.each(['✓', '✔', '☑', '✅', 'Yes', 'X', '[x]', 'Enabled', 'done'])('reads %s as checked', (word) => {
    expect(checkbox.parse(word)).toEqual({ ok: true, value: true });
  });

  it.each(['☐', '✗', '✘', '☒', '❌', 'No', 'unchecked', 'off', 'Disabled'])('reads %s as unchecked', (word) => {
    expect(checkbox.parse(word)).toEqual({ ok: true, value: false });
  });

  it('refuses a word outside the vocabulary', () => {
    expect(checkbox.parse('maybe')).toMatchObject({ ok: false });
  });
});
