import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the grid, form, gallery, kanban and calendar views render. */
export function ViewPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="view-page" style={{ padding: 48 }}>
      <Empty description={t('views.empty')} />
    </div>
  );
}
