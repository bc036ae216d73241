import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { emailCell } from './email-cell';

beforeAll(cellsInEnglish);

const column = columnOf('Email');

describe('Email cell', () => {
  it('is a mailto: link', () => {
    renderDisplay(emailCell, 'ada@example.com', column);
    const link = screen.getByRole('link', { name: 'ada@example.com' });
    expect(link.getAttribute('href')).toBe('mailto:ada@example.com');
  });

  it('shows something that is not an address as text, not a link', () => {
    renderDisplay(emailCell, 'not an address', column);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads addresses and refuses others', () => {
    expect(emailCell.fromText(' ada@example.com ', column)).toEqual({ ok: true, value: 'ada@example.com' });
    expect(emailCell.fromText('ada@', column)).toEqual({ ok: false, error: '"ada@" is not an e-mail address' });
  });

  it('an invalid address is refused in the editor and nothing is saved', async () => {
    const { user, onCommit } = await openEditor(emailCell, 'a@b.co', column, { initialText: 'nope' });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"nope" is not an e-mail address');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
