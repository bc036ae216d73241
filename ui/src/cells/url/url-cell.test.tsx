import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { safeUrl } from './safe-url';
import { urlCell } from './url-cell';

beforeAll(cellsInEnglish);

const column = columnOf('URL');

describe('URL cell', () => {
  it('links http(s) addresses in a new tab, and a bare host over https', () => {
    renderDisplay(urlCell, 'example.com/docs', column);
    const link = screen.getByRole('link', { name: 'example.com/docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(safeUrl('http://a.test/x?y=1')).toBe('http://a.test/x?y=1');
    expect(safeUrl('localhost:3000/x')).toBe('https://localhost:3000/x');
  });

  it('never links javascript:, data: or other schemes', () => {
    for (const text of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'ftp://x.test', 'a b']) {
      expect(safeUrl(text)).toBeUndefined();
    }
    renderDisplay(urlCell, 'javascript:alert(1)', column);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('reads addresses and refuses text that is not one', async () => {
    expect(urlCell.fromText('https://example.com', column)).toEqual({ ok: true, value: 'https://example.com' });
    expect(urlCell.fromText('not a url', column)).toEqual({ ok: false, error: '"not a url" is not a web address' });
    const { user, onCommit } = await openEditor(urlCell, null, column, { initialText: 'example.org' });
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith('example.org');
  });
});
