import { useCallback } from 'react';

/** What the ref is handed: an element, or antd's Input handle (its element in `input`). */
type FieldHandle = HTMLElement | { input?: HTMLElement | null } | null;

const isTextField = (element: Element | null) =>
  !!element && element.matches('input, textarea, select, [contenteditable="true"]');

/** How long it keeps waiting for the field to show, in frames (~2 s). */
const MAX_FRAMES = 120;

/**
 * A ref that gives its field the focus as soon as the field can be seen: what `autoFocus` does, also in a dialog
 * shown without animation (reduced motion). antd's Modal then mounts its fields hidden, so React's autoFocus misses
 * and the dialog focuses its close button instead: someone who asked for less motion had to tab to the name field.
 * Keeps `autoFocus` beside it (the ref leaves a field that has the focus alone), and leaves the focus where it is
 * when another text field of the dialog has it already.
 */
export function useFocusWhenShown(): (handle: FieldHandle) => void {
  return useCallback((handle: FieldHandle) => {
    const field = handle instanceof HTMLElement ? handle : handle?.input;
    if (!field) return;
    let frames = 0;
    const focusWhenShown = () => {
      const active = document.activeElement;
      if (!field.isConnected || active === field) return;
      if (isTextField(active) && field.closest('[role="dialog"]')?.contains(active)) return;
      if (field.getClientRects().length > 0) field.focus();
      else if (++frames < MAX_FRAMES) requestAnimationFrame(focusWhenShown);
    };
    requestAnimationFrame(focusWhenShown);
  }, []);
}
