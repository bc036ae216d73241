import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Switch } from 'antd';
import type { ShareContext } from './share-words';
import './share.css';
import { useFocusWhenShown } from '../focus/use-focus-when-shown';

interface Props extends ShareContext {
  /** The link is protected now (the server says so; the password itself is never sent back). */
  hasPassword: boolean;
  busy: boolean;
  /** Saves a new password, or removes the protection with null; true when the server took it. */
  onSave: (password: string | null) => Promise<boolean>;
}

/**
 * A share's password (a view's or a whole base's): a switch, and when it is on a field to set a new one. Turning the switch on only opens the
 * field (the link stays open until a password is saved); turning it off removes the protection at once.
 */
export function SharePassword({ hasPassword, busy, onSave, t, toast }: Props) {
  // autoFocus misses in a dialog shown without animation (reduced motion)
  const focusWhenShown = useFocusWhenShown();
  const [wanted, setWanted] = useState(false);
  const [password, setPassword] = useState('');
  const switchId = useId();
  const fieldId = useId();
  const noteId = useId();
  const on = hasPassword || wanted;

  const toggle = async (next: boolean) => {
    if (next) return setWanted(true);
    setWanted(false);
    setPassword('');
    if (hasPassword && (await onSave(null))) toast.success(t('share.password.removed'));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (password && (await onSave(password))) {
      setPassword('');
      setWanted(false);
      toast.success(t('share.password.saved'));
    }
  };

  return (
    <div className="share-setting-block">
      <div className="share-setting">
        <Switch id={switchId} checked={on} disabled={busy} onChange={(next) => void toggle(next)} />
        <label htmlFor={switchId}>{t('share.password.toggle')}</label>
      </div>
      {on && (
        <form className="share-password-form" onSubmit={(event) => void save(event)}>
          <label htmlFor={fieldId} className="share-label">
            {hasPassword ? t('share.password.newLabel') : t('share.password.label')}
          </label>
          <div className="share-row">
            <Input.Password
              id={fieldId}
              autoFocus={!hasPassword}
              ref={hasPassword ? undefined : focusWhenShown}
              autoComplete="new-password"
              value={password}
              aria-describedby={noteId}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button htmlType="submit" disabled={!password} loading={busy && !!password}>
              {t('share.password.save')}
            </Button>
          </div>
          <p id={noteId} className="share-note">
            {hasPassword ? t('share.password.isSet') : t('share.password.notYet')}
          </p>
        </form>
      )}
    </div>
  );
}
