import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormLayoutProps } from './form-props';
import { FormFieldRow } from './FormFieldRow';
import { FormSent } from './FormSent';
import { useFormSubmit } from './use-form-submit';
import { useFormValues } from './use-form-values';

/**
 * The survey layout (`…/form/:viewId/survey`): one question at a time. Enter (or OK) checks the answer and moves
 * on, Shift+Tab from the answer or Back returns to the previous question, and the last question sends the form.
 * Each question is its own small form, submitted by Enter.
 */
export function SurveyForm({ title, subtitle, settings, fields, search, api }: FormLayoutProps) {
  const { t } = useTranslation();
  const form = useFormValues(fields, search);
  const { phase, submit, again } = useFormSubmit(api, settings, form, fields);
  const questions = fields.filter((f) => !f.hidden);
  const [index, setIndex] = useState(0);
  const question = questions[index];
  const last = index === questions.length - 1;

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (question && form.check([question])) return;
    if (!last && question) {
      setIndex(index + 1);
      return;
    }
    const refused = form.check(questions);
    if (refused) return setIndex(questions.indexOf(refused));
    // a server refusal that names a field goes back to its question
    const sent = await submit();
    if (sent === true) setIndex(0);
    else if (sent) setIndex(questions.indexOf(sent));
  };
  const back = () => setIndex((i) => Math.max(0, i - 1));
  /**
   * Enter answers from any control but a text area (where it starts a new line) and the buttons: browsers submit a
   * form on Enter only from one-line inputs, not from a select, a checkbox or the stars. Shift+Tab from the first
   * control goes back a question.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && !event.shiftKey && !['TEXTAREA', 'BUTTON'].includes(target.tagName)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
      return;
    }
    if (event.key !== 'Tab' || !event.shiftKey || index === 0) return;
    if (target !== event.currentTarget.querySelector('input, select, textarea, button')) return;
    event.preventDefault();
    back();
  };

  if (phase.kind === 'sent') {
    return (
      <div className="sf-card sf-survey">
        <FormSent settings={settings} secondsLeft={phase.secondsLeft} onAnother={again} />
      </div>
    );
  }
  const percent = questions.length ? Math.round(((index + 1) / questions.length) * 100) : 0;
  return (
    <div className="sf-card sf-survey">
      <header className="sf-header">
        <h1 className="sf-title">{title}</h1>
        {subtitle && <p className="sf-subtitle">{subtitle}</p>}
      </header>
      <div
        className="sf-progress"
        role="progressbar"
        aria-label={t('sharedForm.survey.progress', { current: index + 1, total: questions.length })}
        aria-valuemin={0}
        aria-valuemax={questions.length}
        aria-valuenow={index + 1}
      >
        <div className="sf-progress-bar" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="sf-progress-text">
        {t('sharedForm.survey.progress', { current: index + 1, total: questions.length })}
      </p>
      {question && (
        <form
          key={question.title}
          className="sf-form"
          noValidate
          onSubmit={next}
          onKeyDown={onKeyDown}
          aria-label={title}
          data-ready="true"
        >
          <FormFieldRow
            field={question}
            value={form.values[question.title]!}
            error={form.errors[question.title]}
            onChange={(value) => form.set(question, value)}
            autoFocus
            large
          />
          {phase.kind === 'editing' && phase.failure && (
            <p role="alert" className="sf-error sf-failure">
              {phase.failure}
            </p>
          )}
          <div className="sf-actions">
            {index > 0 && (
              <button type="button" className="shared-button" onClick={back}>
                {t('sharedForm.survey.back')}
              </button>
            )}
            <button
              type="submit"
              className="shared-button shared-button-primary sf-submit"
              disabled={phase.kind === 'sending'}
            >
              {last ? t('sharedForm.submit') : t('sharedForm.survey.next')}
            </button>
            <span className="sf-hint" aria-hidden>
              {t('sharedForm.survey.enterHint')}
            </span>
          </div>
        </form>
      )}
    </div>
  );
}
