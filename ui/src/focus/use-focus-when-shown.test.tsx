import { act, render, screen } from '@testing-library/react';
import { useFocusWhenShown } from './use-focus-when-shown';

/** jsdom lays nothing out: a field "shows" when its dialog is not hidden. */
function laidOut(element: HTMLElement) {
  return element.closest('[hidden]') ? [] : [{}];
}

function Dialog({ other }: { other?: boolean }) {
  const focusWhenShown = useFocusWhenShown();
  return (
    <div role="dialog" hidden>
      <button>Close</button>
      {other && <input aria-label="Other" />}
      <input aria-label="Name" ref={focusWhenShown} />
    </div>
  );
}

describe('useFocusWhenShown', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrames = (count: number) =>
    act(() => {
      for (let i = 0; i < count; i++) frames.splice(0).forEach((frame) => frame(performance.now()));
    });
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
      return laidOut(this) as unknown as DOMRectList;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('focuses the field once its dialog shows, not while it is hidden, even after the close button took the focus', async () => {
    render(<Dialog />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    const name = screen.getByRole('textbox', { name: 'Name', hidden: true });
    await nextFrames(3);
    expect(document.activeElement).not.toBe(name);
    dialog.removeAttribute('hidden');
    screen.getByRole('button', { name: 'Close' }).focus();
    await nextFrames(1);
    expect(document.activeElement).toBe(name);
  });

  it('leaves the focus in another field of the dialog that has it already', async () => {
    render(<Dialog other />);
    screen.getByRole('dialog', { hidden: true }).removeAttribute('hidden');
    const other = screen.getByRole('textbox', { name: 'Other' });
    other.focus();
    await nextFrames(1);
    expect(document.activeElement).toBe(other);
  });
});
