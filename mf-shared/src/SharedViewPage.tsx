import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import './shared-view.css';

/** A public view or form opened by link: the slim header and the view alone. */
export function SharedViewPage() {
  const { t } = useTranslation();
  return (
    <div className="shared-view">
      <header className="shared-view-header">
        <span className="shared-view-logo" aria-hidden>
          B
        </span>
        <span>Basalt</span>
      </header>
      <Result status="404" title={t('shared.notFound.title')} subTitle={t('shared.notFound.message')} />
    </div>
  );
}
