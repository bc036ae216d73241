import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type FormSettings, type PublicViewApi } from '../public-api';
import type { AskedField, FormValues } from './use-form-values';

/** How long the success message stays before a blank form, with show_blank_form (docs/PRODUCT.md §4). */
export const BLANK_FORM_SECONDS = 5;

export type SubmitPhase =
  { kind: 'editing'; failure?: string } | { kind: 'sending' } | { kind: 'sent'; secondsLeft?: number };

/**
 * Sends the form and follows the view's after-submit settings: a redirect when set; with show_blank_form a
 * visible countdown, then a blank form; otherwise the sent state stays (with "Submit another" when allowed).
 * A server message naming a field ("The value for X is required") goes beside that field; any other beside the
 * submit button.
 */
export function useFormSubmit(api: PublicViewApi, settings: FormSettings, form: FormValues, fields: AskedField[]) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<SubmitPhase>({ kind: 'editing' });
  const { reset } = form;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const secondsLeft = phase.kind === 'sent' ? phase.secondsLeft : undefined;
  useEffect(() => {
    if (secondsLeft === undefined) return;
    if (secondsLeft === 0) {
      reset();
      setPhase({ kind: 'editing' });
      return;
    }
    timer.current = setTimeout(() => setPhase({ kind: 'sent', secondsLeft: secondsLeft - 1 }), 1000);
    return () => clearTimeout(timer.current);
  }, [secondsLeft, reset]);

  /** The server's refusal: beside the field it names, else beside the submit button; answers that field. */
  const refused = (message: string) => {
    const about = fields.find((f) => !f.hidden && message === t('sharedForm.required', { label: f.label }));
    if (about) form.setError(about, message);
    setPhase({ kind: 'editing', failure: about ? undefined : message });
    return about;
  };

  /** Sends the row: true once saved, else the field the server refused (when it named one). */
  const submit = async (): Promise<true | AskedField | undefined> => {
    const { data, files } = form.row();
    setPhase({ kind: 'sending' });
    try {
      await api.submit(data, files);
    } catch (error) {
      return refused((await messageOf(error)) ?? t('sharedForm.failed'));
    }
    if (settings.redirect_url) {
      const url = settings.redirect_url;
      setTimeout(() => window.location.assign(url), (settings.redirect_after_secs ?? 0) * 1000);
    }
    setPhase({ kind: 'sent', secondsLeft: settings.show_blank_form ? BLANK_FORM_SECONDS : undefined });
    return true;
  };

  const again = () => {
    reset();
    setPhase({ kind: 'editing' });
  };

  return { phase, submit, again, refused };
}
