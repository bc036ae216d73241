import { Button } from 'antd';
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
      <Button
        type="link"
        size="small"
        icon={<MessageOutlined />}
        href={feedbackForm.url}
        target="_blank"
        rel="noreferrer"
      >
        {t('shell.feedback.open')}
      </Button>
      <Button
        type="text"
        size="small"
        aria-label={t('shell.feedback.hide')}
        icon={<CloseOutlined />}
        onClick={() => session.setPreference('feedbackForm', { ...feedbackForm, isHidden: true })}
      />
    </span>
  );
}
