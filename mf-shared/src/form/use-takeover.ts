import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FormValue } from './inputs/input-props';
import { restoreFocus, takeOverPrerendered } from './prerendered-form';
import type { AskedField } from './use-form-values';

type FocusPlace = Parameters<typeof restoreFocus>[1];

/**
 * Takes over the form the server wrote into the page (prerendered-form.ts), once this form is mounted and before
 * the browser paints: what the visitor typed becomes the form's values, then the focus goes back where it was.
 * A form written again after the server refused what was posted without the script hands its message to
 * `onFailure`, so it stays on screen.
 */
export function useTakeover(
  fields: readonly AskedField[],
  seed: (values: Record<string, FormValue>) => void,
  form: RefObject<HTMLElement | null>,
  onFailure?: (message: string) => void,
) {
  const [focus, setFocus] = useState<FocusPlace>();
  const failed = useRef(onFailure);
  failed.current = onFailure;
  useLayoutEffect(() => {
    const taken = takeOverPrerendered(fields);
    if (!taken) return;
    seed(taken.values);
    setFocus(taken.focus);
    if (taken.failure) failed.current?.(taken.failure);
  }, [fields, seed]);
  // after the values are in: React writing a value into a focused input would move its caret
  useLayoutEffect(() => {
    if (focus && form.current) restoreFocus(form.current, focus);
  }, [focus, form]);
}
