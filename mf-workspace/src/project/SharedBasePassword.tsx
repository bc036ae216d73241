import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFocusWhenShown } from '@basalt/ui';
import './shared-base-password.css';

interface Props {
  /** A password was entered and the server refused it. */
  wrong: boolean;
  onSubmit: (password: string) => void;
  /** The visitor changed the password: the error goes away (docs/PRODUCT.md §4). */
  onChange: () => void;
}

/**
 * Asks a protected shared base's visitor for its password. It cannot be dismissed: without the password there is
 * nothing of the base to show.
 */
export function SharedBasePassword({ wrong, onSubmit, onChange }: Props) {
  // autoFocus misses in a dialog shown without animation (reduced motion)
  const focusWhenShown = useFocusWhenShown();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Modal
      open
      title={t('sharedBase.password.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
    >
      <form className="shared-base-password" onSubmit={submit}>
        <label htmlFor={inputId}>{t('shared.password.label')}</label>
        <Input.Password
          id={inputId}
          autoFocus
          ref={focusWhenShown}
          value={password}
          status={wrong ? 'error' : undefined}
          aria-invalid={wrong}
          aria-describedby={wrong ? errorId : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            onChange();
          }}
        />
        {wrong && (
          <p id={errorId} role="alert" className="shared-base-password-error">
            {t('shared.password.error')}
          </p>
        )}
        <Button type="primary" htmlType="submit" disabled={!password}>
          {t('shared.password.submit')}
        </Button>
      </form>
    </Modal>
  );
}

export default SharedBasePassword;
