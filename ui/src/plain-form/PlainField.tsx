import { useId, useState, type ReactNode } from 'react';
import type { FieldBinding } from './use-plain-form';
import './plain-form.css';

interface Props {
  binding: FieldBinding;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  /** An icon drawn at the start of the input, decorative. */
  prefix?: ReactNode;
  /** Help under the field (a link, a hint). */
  extra?: ReactNode;
  /** The accessible name of a password field's show/hide toggle (a toggle button: `aria-pressed` says which). */
  revealLabels?: { show: string };
}

/** A labelled input with its message: `aria-invalid` and `aria-describedby` tie the message to the input. */
export function PlainField({ binding, label, type = 'text', prefix, extra, revealLabels, ...input }: Props) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const { error } = binding;
  const describedBy = [error ? `${id}-error` : '', extra ? `${id}-extra` : ''].filter(Boolean).join(' ');
  return (
    <div className={`plain-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="plain-field-label">
        {label}
      </label>
      <span className="plain-field-box">
        {prefix && (
          <span className="plain-field-prefix" aria-hidden>
            {prefix}
          </span>
        )}
        <input
          {...input}
          id={id}
          ref={binding.inputRef}
          name={binding.name}
          type={type === 'password' && revealed ? 'text' : type}
          value={binding.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => binding.onChange(event.target.value)}
          onBlur={binding.onBlur}
        />
        {type === 'password' && revealLabels && (
          <button
            type="button"
            className="plain-field-reveal"
            aria-pressed={revealed}
            // named by its title, not aria-label: a label containing the field's own name ("Show password")
            // would make "the Password field" ambiguous to anyone finding fields by label
            title={revealLabels.show}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false">
              <path
                fill="currentColor"
                d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
              />
              {!revealed && <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
            </svg>
          </button>
        )}
      </span>
      {error && (
        <div id={`${id}-error`} className="plain-field-error" role="alert">
          {error}
        </div>
      )}
      {extra && (
        <div id={`${id}-extra`} className="plain-field-extra">
          {extra}
        </div>
      )}
    </div>
  );
}
