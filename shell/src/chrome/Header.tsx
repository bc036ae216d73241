import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './LanguageSelect';

interface HeaderProps {
  navigate: (to: string) => void;
  onLanguageChange: (language: string) => void;
}

export function Header({ navigate, onLanguageChange }: HeaderProps) {
  const { t } = useTranslation();
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
        <LanguageSelect onChange={onLanguageChange} />
      </div>
    </div>
  );
}
