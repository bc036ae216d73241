import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValue } from './inputs/input-props';
import type { AskedField } from './use-form-values';

interface Props {
  field: AskedField;
  value: FormValue;
  error: string | undefined;
  onChange: (value: FormValue) => void;
  autoFocus?: boolean;
  /** The survey shows one field large: the label is the question. */
  large?: boolean;
}

/** One field of the form: its label (with a required mark), help text, input and error message. */
export function FormFieldRow({ field, value, error, onChange, autoFocus, large }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [field.help && helpId, error && errorId].filter(Boolean).join(' ') || undefined;
  const { Component, group, inline } = field.kind;
  const label = (
    <>
      {field.label}
      {field.required && (
        <span className="sf-required" title={t('sharedForm.requiredMark')}>
          {' *'}
        </span>
      )}
    </>
  );
  const input = (
    <Component
      field={field}
      id={id}
      value={value}
      onChange={onChange}
      invalid={Boolean(error)}
      describedBy={describedBy}
      autoFocus={autoFocus}
    />
  );
  const Wrapper = group ? 'fieldset' : 'div';
  return (
    <Wrapper
      className={`sf-field${large ? ' sf-field-large' : ''}${inline ? ' sf-field-inline' : ''}`}
      data-field={field.title}
      aria-describedby={group ? describedBy : undefined}
    >
      {group ? (
        <legend className="sf-label">{label}</legend>
      ) : inline ? null : (
        <label className="sf-label" htmlFor={id}>
          {label}
        </label>
      )}
      {field.help && (
        <p id={helpId} className="sf-help">
          {field.help}
        </p>
      )}
      {inline ? (
        <div className="sf-inline">
          {input}
          <label className="sf-label" htmlFor={id}>
            {label}
          </label>
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={errorId} className="sf-error">
          {error}
        </p>
      )}
    </Wrapper>
  );
}
