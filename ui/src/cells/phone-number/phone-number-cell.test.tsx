import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { phoneNumberCell, telHref } from './phone-number-cell';

beforeAll(cellsInEnglish);

const column = columnOf('PhoneNumber', { title: 'Phone' });

describe('PhoneNumber cell', () => {
  it('is a tel: link with the digits to dial', () => {
    renderDisplay(phoneNumberCell, '+1 (555) 010-2000', column);
    expect(screen.getByRole('link', { name: '+1 (555) 010-2000' }).getAttribute('href')).toBe('tel:+15550102000');
    expect(telHref('call me')).toBeUndefined();
  });

  it('reads numbers and refuses letters, in the editor too', async () => {
    expect(phoneNumberCell.fromText('030 1234567', column)).toEqual({ ok: true, value: '030 1234567' });
    expect(phoneNumberCell.fromText('call me', column)).toEqual({
      ok: false,
      error: '"call me" is not a phone number',
    });
    const { user, onCommit } = await openEditor(phoneNumberCell, '123', column, { initialText: 'abc' });
    await user.keyboard('{Tab}');
    expect(screen.getByRole('alert').textContent).toBe('"abc" is not a phone number');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
