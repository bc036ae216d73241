import type { FormValue } from './inputs/input-props';
import type { AskedField } from './use-form-values';

/**
 * Basalt's own server writes a public form's HTML into the page (backend/src/public-pages, docs/API.md "Public
 * pages"), and so does the standalone page's early script once the meta has arrived (standalone-early-form.ts),
 * so a visitor can type before the script has arrived. The script then renders React's form into a
 * detached element and, once that form is mounted, swaps it in for the written one, carrying over what was typed
 * and where the focus was: nothing typed is lost, and the page never shows "Loading" in between.
 */
interface Prerendered {
  /** The element holding the server's form, replaced by `live` at the takeover. */
  root: HTMLElement;
  form: HTMLFormElement;
  /** Where React renders until the takeover. */
  live: HTMLElement;
  /** The control the visitor is in, tracked from the script's start (the swap moves the focus away). */
  focused: HTMLElement | null;
  stop: () => void;
}

let pending: Prerendered | undefined;

/** A control's place in its field: the field's title and its index among the field's controls. */
interface FocusPlace {
  title: string;
  index: number;
  selection?: [number, number];
}

const CONTROLS = 'input, select, textarea, button';

/** If the page holds a form written by the server: the element React should render into instead of `root`. */
export function capturePrerenderedForm(root: HTMLElement, fallbackMs = 10_000): HTMLElement {
  const form = root.querySelector<HTMLFormElement>('form[data-prerendered]');
  if (!form) {
    // React draws here from now on: the standalone page's early script must not write its form in too
    root.dataset.live = 'true';
    return root;
  }
  const live = root.ownerDocument.createElement('div');
  const state: Prerendered = { root, form, live, focused: null, stop: () => undefined };
  const active = root.ownerDocument.activeElement;
  if (active instanceof HTMLElement && form.contains(active)) state.focused = active;
  const onFocusIn = (event: FocusEvent) => (state.focused = event.target as HTMLElement);
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as HTMLElement;
    // a control removed by the swap keeps its place; one the visitor left (focus went nowhere) does not
    setTimeout(() => {
      if (state.focused === left && left.isConnected && root.ownerDocument.activeElement !== left) state.focused = null;
    });
  };
  form.addEventListener('focusin', onFocusIn);
  form.addEventListener('focusout', onFocusOut);
  // should React never mount the form (it always does for a form the server wrote), its page still shows
  const timer = setTimeout(() => swapIn(state), fallbackMs);
  state.stop = () => {
    clearTimeout(timer);
    form.removeEventListener('focusin', onFocusIn);
    form.removeEventListener('focusout', onFocusOut);
  };
  pending = state;
  return live;
}

function swapIn(state: Prerendered) {
  state.stop();
  if (pending === state) pending = undefined;
  if (state.live.isConnected) return;
  state.live.id = state.root.id;
  state.root.replaceWith(state.live);
}

const rowOf = (form: HTMLElement, title: string) =>
  Array.from(form.querySelectorAll<HTMLElement>('[data-field]')).find((row) => row.dataset.field === title);

/** Whether the visitor changed a control from what the server wrote (its default). */
function changed(control: Element): boolean {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked;
    if (control.type === 'file') return Boolean(control.files?.length);
    return control.value !== control.defaultValue;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (control instanceof HTMLSelectElement)
    return Array.from(control.options).some((o) => o.selected !== o.defaultSelected);
  return false;
}

/**
 * What one field's written controls hold, in the shape of the field's value, when the visitor changed it; or in
 * any case (`all`) when the server wrote the form again with what the visitor had posted.
 */
export function typedValue(row: HTMLElement, field: AskedField, all = false): FormValue | undefined {
  const controls = Array.from(row.querySelectorAll<HTMLInputElement>('input, select, textarea'));
  if (!controls.length || (!all && !controls.some(changed))) return undefined;
  const blank = field.kind.blank();
  if (typeof blank === 'boolean') return controls[0]!.checked;
  if (Array.isArray(blank)) {
    if (field.kind.files) return Array.from(controls[0]!.files ?? []);
    return controls.filter((c) => c.type === 'checkbox' && c.checked).map((c) => c.value);
  }
  const radios = controls.filter((c) => c.type === 'radio');
  if (radios.length) return radios.find((r) => r.checked)?.value ?? '';
  return controls[0]!.value;
}

function focusPlace(form: HTMLElement, focused: HTMLElement | null): FocusPlace | undefined {
  const row = focused?.closest<HTMLElement>('[data-field]');
  if (!focused || !row || !form.contains(row)) return undefined;
  const index = Array.from(row.querySelectorAll(CONTROLS)).indexOf(focused);
  const text = focused as HTMLInputElement;
  let selection: [number, number] | undefined;
  try {
    if (typeof text.selectionStart === 'number')
      selection = [text.selectionStart, text.selectionEnd ?? text.selectionStart];
  } catch {
    // inputs of some types (email, number) have no selection to read
  }
  return { title: row.dataset.field!, index: Math.max(index, 0), selection };
}

/**
 * The takeover, from React's form once mounted (its layout effect, before the browser paints): swaps React's
 * element in and answers what the visitor typed by field title, where the focus was and, when the server wrote the
 * form again after refusing what the browser posted without the script (`data-posted`), its message; undefined
 * when the page had no written form (the shell, a standalone deployment, a second form after "submit another").
 */
export function takeOverPrerendered(
  fields: readonly AskedField[],
): { values: Record<string, FormValue>; focus?: FocusPlace; failure?: string } | undefined {
  const state = pending;
  if (!state) return undefined;
  const focus = focusPlace(state.form, state.focused);
  const posted = state.form.hasAttribute('data-posted');
  const failure = state.form.querySelector('.sf-failure')?.textContent || undefined;
  swapIn(state);
  const values: Record<string, FormValue> = {};
  for (const field of fields) {
    const row = field.hidden ? undefined : rowOf(state.form, field.title);
    // a posted form's values are what the visitor sent (the written defaults), not the link's prefill
    const value = row && typedValue(row, field, posted);
    if (value !== undefined) values[field.title] = value;
  }
  return { values, focus, failure };
}

/** Puts the focus back where it was in the written form, in React's form (`form`), caret included. */
export function restoreFocus(form: HTMLElement, focus: FocusPlace | undefined): void {
  if (!focus) return;
  const row = rowOf(form, focus.title);
  const control = row?.querySelectorAll<HTMLElement>(CONTROLS)[focus.index];
  if (!control) return;
  control.focus();
  if (focus.selection) {
    try {
      (control as HTMLInputElement).setSelectionRange(...focus.selection);
    } catch {
      // no selection on this input type
    }
  }
}
