import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionStore } from '@basalt/core';
import { useSession } from '../session/use-session';
import { FeedbackLink } from './FeedbackLink';
import { LanguageSelect } from './LanguageSelect';

/**
 * The account menu (antd Dropdown, Menu, Avatar) is fetched only once someone is signed in: the signed-out
 * pages, sign-in first, never download it.
 */
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

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
      {/* a shared base's visitor has no projects of their own: the link would only lead to the sign-in page */}
      {user && (
        <nav className="basalt-nav">
          <a href="/projects" onClick={go('/projects')}>
            {t('shell.nav.projects')}
          </a>
        </nav>
      )}
      <div className="basalt-header-end">
        <FeedbackLink session={session} />
        <LanguageSelect onChange={onLanguageChange} />
        {user && (
          <Suspense fallback={<span className="basalt-user-placeholder" aria-hidden />}>
            <UserMenu user={user} navigate={navigate} onSignOut={onSignOut} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
