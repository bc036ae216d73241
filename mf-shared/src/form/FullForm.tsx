import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormLayoutProps } from './form-props';
import { FormFieldRow } from './FormFieldRow';
import { FormSent } from './FormSent';
import { useFormSubmit } from './use-form-submit';
import { useFormValues } from './use-form-values';
import { useTakeover } from './use-takeover';

/** Every field of the form on one page, checked when sent; the first refused field takes the focus. */
export function FullForm({ title, subtitle, settings, fields, search, api }: FormLayoutProps) {
  const { t } = useTranslation();
  const form = useFormValues(fields, search);
  const { phase, submit, again, refused } = useFormSubmit(api, settings, form, fields);
  const shown = fields.filter((f) => !f.hidden);
  const formElement = useRef<HTMLFormElement>(null);
  useTakeover(fields, form.seed, formElement, refused);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = form.check(shown);
    if (refused) {
      focusField(event.currentTarget, refused.title);
      return;
    }
    await submit();
  };

  return (
    <div className="sf-card">
      <header className="sf-header">
        <h1 className="sf-title">{title}</h1>
        {subtitle && <p className="sf-subtitle">{subtitle}</p>}
      </header>
      {phase.kind === 'sent' ? (
        <FormSent settings={settings} secondsLeft={phase.secondsLeft} onAnother={again} />
      ) : (
        <form ref={formElement} className="sf-form" noValidate onSubmit={send} aria-label={title} data-ready="true">
          {shown.map((field) => (
            <FormFieldRow
              key={field.title}
              field={field}
              value={form.values[field.title]!}
              error={form.errors[field.title]}
              onChange={(value) => form.set(field, value)}
            />
          ))}
          {phase.kind === 'editing' && phase.failure && (
            <p role="alert" className="sf-error sf-failure">
              {phase.failure}
            </p>
          )}
          <div className="sf-actions">
            <button
              type="submit"
              className="shared-button shared-button-primary sf-submit"
              disabled={phase.kind === 'sending'}
            >
              {phase.kind === 'sending' ? t('sharedForm.sending') : t('sharedForm.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Moves the focus to a field's first control, so a keyboard or screen reader user lands on what to fix. */
export function focusField(root: HTMLElement, title: string) {
  const row = Array.from(root.querySelectorAll<HTMLElement>('[data-field]')).find((r) => r.dataset.field === title);
  row?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
}
