import { useTranslation } from 'react-i18next';
import type { FormSettings } from '../public-api';

interface Props {
  settings: FormSettings;
  /** Seconds until a blank form (show_blank_form); undefined when the sent state stays. */
  secondsLeft: number | undefined;
  onAnother: () => void;
}

/** After a submission: the view's success message, then the countdown or the "Submit another" button. */
export function FormSent({ settings, secondsLeft, onAnother }: Props) {
  const { t } = useTranslation();
  return (
    <div className="sf-sent" role="status">
      <span className="sf-sent-mark" aria-hidden>
        ✓
      </span>
      <p className="sf-sent-message">{settings.success_msg || t('sharedForm.saved')}</p>
      {settings.redirect_url ? (
        <p className="sf-help">{t('sharedForm.redirecting')}</p>
      ) : secondsLeft !== undefined ? (
        <p className="sf-countdown">{t('sharedForm.blankIn', { count: secondsLeft })}</p>
      ) : settings.submit_another_form ? (
        <button type="button" className="shared-button shared-button-primary" onClick={onAnother}>
          {t('sharedForm.submitAnother')}
        </button>
      ) : null}
    </div>
  );
}
