import { useTranslation } from 'react-i18next';
import type { SessionStore } from '@basalt/core';
import { useSession } from '../session/use-session';
import { FeedbackLink } from './FeedbackLink';
import { LanguageSelect } from './LanguageSelect';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  session: SessionStore;
  navigate: (to: string) => void;
  onSignOut: () => void;
  onLanguageChange: (language: string) => void;
}

export function Header({ session, navigate, onSignOut, onLanguageChange }: HeaderProps) {
  const { t } = useTranslation();
  const { user } = useSession(session);
  const go = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <div className="basalt-header-bar">
      <a href="/" className="basalt-brand" onClick={go('/')}>
        <span className="basalt-logo" aria-hidden>
          B
        </span>
        <span>Basalt</span>
      </a>
      <nav className="basalt-nav">
        <a href="/projects" onClick={go('/projects')}>
          {t('shell.nav.projects')}
        </a>
      </nav>
      <div className="basalt-header-end">
        <FeedbackLink session={session} />
        <LanguageSelect onChange={onLanguageChange} />
        {user && <UserMenu user={user} navigate={navigate} onSignOut={onSignOut} />}
      </div>
    </div>
  );
}
