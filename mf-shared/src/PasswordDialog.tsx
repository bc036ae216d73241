import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** A password was entered and the server refused it. */
  wrong: boolean;
  onSubmit: (password: string) => void;
  /** The visitor changed the password: the error goes away (docs/PRODUCT.md §4). */
  onChange: () => void;
}

/** Asks for a protected share's password; plain elements keep the standalone bundle small. */
export function PasswordDialog({ wrong, onSubmit, onChange }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const titleId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <div className="shared-password-backdrop">
      <form role="dialog" aria-modal="true" aria-labelledby={titleId} className="shared-password" onSubmit={submit}>
        <h1 id={titleId} className="shared-password-title">
          {t('shared.password.title')}
        </h1>
        <label className="shared-password-label">
          {t('shared.password.label')}
          <input
            type="password"
            autoFocus
            value={password}
            aria-invalid={wrong}
            aria-describedby={wrong ? errorId : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              onChange();
            }}
          />
        </label>
        {wrong && (
          <p id={errorId} role="alert" className="shared-password-error">
            {t('shared.password.error')}
          </p>
        )}
        <button type="submit" className="shared-button shared-button-primary" disabled={!password}>
          {t('shared.password.submit')}
        </button>
      </form>
    </div>
  );
}
