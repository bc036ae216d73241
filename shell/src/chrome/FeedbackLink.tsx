import { CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SessionStore } from '@basalt/core';
import { useSession } from '../session/use-session';

/** The feedback form the server points to (docs/PRODUCT.md §4), until the user hides it. */
export function FeedbackLink({ session }: { session: SessionStore }) {
  const { t } = useTranslation();
  const { feedbackForm } = useSession(session).prefs;
  if (!feedbackForm.url || feedbackForm.isHidden) return null;
  return (
    <span className="basalt-feedback">
      {/* plain elements, not antd's Button: the header is on every page, sign-in included (docs/PERFORMANCE.md) */}
      <a className="basalt-feedback-link" href={feedbackForm.url} target="_blank" rel="noreferrer">
        <MessageOutlined aria-hidden />
        {t('shell.feedback.open')}
      </a>
      <button
        type="button"
        className="basalt-feedback-hide"
        aria-label={t('shell.feedback.hide')}
        onClick={() => session.setPreference('feedbackForm', { ...feedbackForm, isHidden: true })}
      >
        <CloseOutlined aria-hidden />
      </button>
    </span>
  );
}
