import { Empty, Skeleton, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RecordsTable } from './table/RecordsTable';
import { useTableMeta } from './table/use-table-meta';
import { parseViewRoute } from './table/view-route';
import './view-page.css';

/** Where the grid, form, gallery, kanban and calendar views render; for now a paged listing of the table. */
export function ViewPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = parseViewRoute(pathname);
  if (!route) {
    return (
      <div data-testid="view-page" className="view-page-empty">
        <Empty description={t('views.empty')} />
      </div>
    );
  }
  return (
    <TableView
      key={`${route.projectId}/${route.tableTitle}`}
      projectId={route.projectId}
      tableTitle={route.tableTitle}
    />
  );
}

function TableView({ projectId, tableTitle }: { projectId: string; tableTitle: string }) {
  const { t } = useTranslation();
  const meta = useTableMeta(projectId, tableTitle);
  return (
    <div data-testid="view-page" className="view-page">
      <div className="view-toolbar">
        <TableOutlined />
        <Typography.Text strong>{tableTitle}</Typography.Text>
        {meta && (
          <Typography.Text type="secondary">{t('views.fieldCount', { count: meta.columns.length })}</Typography.Text>
        )}
      </div>
      {meta === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />
      ) : meta === null ? (
        <Empty style={{ marginTop: 48 }} description={t('views.tableMissing', { title: tableTitle })} />
      ) : (
        <RecordsTable meta={meta} projectId={projectId} />
      )}
    </div>
  );
}
