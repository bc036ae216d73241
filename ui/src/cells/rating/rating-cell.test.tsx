import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { ratingCell } from './rating-cell';

beforeAll(cellsInEnglish);

const column = columnOf('Rating', { meta: { max: 5 } });

describe('Rating cell', () => {
  it('draws the column maximum of icons, the rating of them lit', () => {
    const { container } = renderDisplay(ratingCell, 3, column);
    expect(container.querySelector('.basalt-rating-on')?.textContent).toBe('★★★');
    expect(container.querySelector('.basalt-rating-off')?.textContent).toBe('★★');
  });

  it("uses the column's icon and a maximum of 5 by default", () => {
    const { container } = renderDisplay(ratingCell, 1, columnOf('Rating', { meta: { icon: 'heart' } }));
    expect(container.textContent).toBe('♥♥♥♥♥');
    expect(container.querySelector('.basalt-rating-on')?.textContent).toBe('♥');
  });

  it('reads "3", "3/5" and icons back; refuses a rating above the maximum', () => {
    expect(ratingCell.toText(3, column)).toBe('3');
    expect(ratingCell.fromText('3', column)).toEqual({ ok: true, value: 3 });
    expect(ratingCell.fromText('4/5', column)).toEqual({ ok: true, value: 4 });
    expect(ratingCell.fromText('★★', column)).toEqual({ ok: true, value: 2 });
    expect(ratingCell.fromText('9', column)).toEqual({ ok: false, error: '"9" is not a rating from 0 to 5' });
  });

  it('editor: arrows and digits choose, Enter commits, a click commits at once', async () => {
    const { user, onCommit } = await openEditor(ratingCell, 2, column);
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.getAttribute('aria-valuetext')).toBe('4 of 5');
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: '1 of 5' }));
    expect(onCommit).toHaveBeenLastCalledWith(1);
  });

  it('editor: a typed digit starts the rating; Esc cancels', async () => {
    const { user, onCommit, onCancel } = await openEditor(ratingCell, 0, column, { initialText: '5' });
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('5');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('Rating editor in a right-to-left page', () => {
  beforeAll(() => document.documentElement.setAttribute('dir', 'rtl'));
  afterAll(() => document.documentElement.removeAttribute('dir'));

  it('raises the rating with the left arrow, as the icons are mirrored', async () => {
    const { user } = await openEditor(ratingCell, 2, column);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('3');
  });
});
