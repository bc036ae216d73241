import { useEffect } from 'react';

/** How long the typed text waits for a text field once the focus went elsewhere first. */
const FIELD_GRACE_MS = 1000;

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));

/**
 * Keeps what the user types while a dialog is on its way (its code is fetched when first opened) and writes it into
 * the text field that then takes the focus: a name typed straight after "New project" or "Add a field" used to lose
 * its first letters, which went to the page while the dialog loaded. Active while `waiting`, until a text field takes
 * the focus (or a moment after the focus went elsewhere); keys typed into a field are left alone.
 */
export function useTypeAhead(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    let typed = '';
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.isComposing) return;
      if (event.key.length === 1) typed += event.key;
      else if (event.key === 'Backspace') typed = typed.slice(0, -1);
      else return;
      // a space or a letter must not press the button that opened the dialog, nor reach a page shortcut
      event.preventDefault();
    };
    // A text field that takes the focus takes the text, and keys act as usual again. A dialog that focuses another
    // control first (its close button, before its field can be: useFocusWhenShown) gets a moment for its field to.
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
        giveUp ??= setTimeout(stop, FIELD_GRACE_MS);
        return;
      }
      stop();
      if (!typed) return;
      // an autofocused field takes the focus while React is still mounting it, when an input event would be undone:
      // the text goes in just after, where the caret was then, ahead of any key typed since
      const at = { start: field.selectionStart ?? field.value.length, end: field.selectionEnd ?? field.value.length };
      setTimeout(() => typeInto(field, typed, at));
    };
    const stop = () => {
      clearTimeout(giveUp);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('focusin', onFocusIn, true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('focusin', onFocusIn, true);
    return stop;
  }, [waiting]);
}

/**
 * Types `text` over the range `at` of the field as the keyboard would, so a React-controlled field hears it; the
 * caret keeps its place after what was typed since.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string, at: { start: number; end: number }) {
  const caret = (field.selectionEnd ?? field.value.length) + text.length - (at.end - at.start);
  const value = field.value.slice(0, at.start) + text + field.value.slice(at.end);
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.setSelectionRange(caret, caret);
}
