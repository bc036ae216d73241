import { Empty } from 'antd';
import { onMetaChange } from '@basalt/core';
import { LoadingLines } from '@basalt/ui';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { GridView } from './table/GridView';
import { Toolbar } from './table/Toolbar';
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
  // bumped when a field is added, edited or deleted here: the table's fields are read again
  const [fieldsVersion, bumpFields] = useReducer((n: number) => n + 1, 0);
  const meta = useTableMeta(projectId, tableTitle, fieldsVersion);
  // a view of this table changed elsewhere (locked from the sidebar): read the table and its views again
  const tableId = meta?.id;
  useEffect(() => onMetaChange((change) => change.tableId === tableId && bumpFields()), [tableId]);
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
        <GridView projectId={projectId} meta={meta} viewTitle={viewTitle} onFieldsChanged={bumpFields} />
      )}
    </div>
  );
}
