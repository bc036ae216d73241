import { Empty, Tag, Typography } from 'antd';
import { LoadingLines } from '@basalt/ui';
import { LockOutlined, TableOutlined } from '@ant-design/icons';
import type { TableMeta } from '@basalt/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Grid } from './grid/Grid';
import { useGridView } from './grid/data/use-grid-view';
import { useTableMeta } from './table/use-table-meta';
import { parseViewRoute } from './table/view-route';
import './view-page.css';

/** Where the grid, form, gallery, kanban and calendar views render; for now every view is a grid. */
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
      viewTitle={route.viewTitle}
    />
  );
}

function TableView({
  projectId,
  tableTitle,
  viewTitle,
}: {
  projectId: string;
  tableTitle: string;
  viewTitle?: string;
}) {
  const { t } = useTranslation();
  const meta = useTableMeta(projectId, tableTitle);
  return (
    <div data-testid="view-page" className="view-page">
      {meta === undefined ? (
        <>
          <Toolbar title={tableTitle} />
          <LoadingLines rows={6} label={t('grid.loading')} />
        </>
      ) : meta === null ? (
        <>
          <Toolbar title={tableTitle} />
          <Empty style={{ marginTop: 48 }} description={t('views.tableMissing', { title: tableTitle })} />
        </>
      ) : (
        <GridView projectId={projectId} meta={meta} viewTitle={viewTitle} />
      )}
    </div>
  );
}

function GridView({ projectId, meta, viewTitle }: { projectId: string; meta: TableMeta; viewTitle?: string }) {
  const { t } = useTranslation();
  const grid = useGridView(projectId, meta, viewTitle);
  return (
    <>
      <Toolbar title={meta.title} fieldCount={grid?.columns.length} readOnly={grid?.readOnly} />
      {grid === undefined ? (
        <LoadingLines rows={6} label={t('grid.loading')} />
      ) : grid === null ? null : (
        <Grid
          key={grid.view.id}
          projectId={projectId}
          meta={meta}
          view={grid.view}
          columns={grid.columns}
          readOnly={!!grid.readOnly}
        />
      )}
    </>
  );
}

function Toolbar({
  title,
  fieldCount,
  readOnly,
}: {
  title: string;
  fieldCount?: number;
  readOnly?: 'role' | 'locked' | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="view-toolbar">
      <TableOutlined />
      <Typography.Text strong>{title}</Typography.Text>
      {fieldCount !== undefined && (
        <Typography.Text type="secondary">{t('views.fieldCount', { count: fieldCount })}</Typography.Text>
      )}
      {readOnly && (
        <Tag icon={<LockOutlined />} className="view-readonly" role="status">
          {t(readOnly === 'locked' ? 'grid.readOnly.locked' : 'grid.readOnly.role')}
        </Tag>
      )}
    </div>
  );
}
