import { Empty } from 'antd';
import { onMetaChange } from '@basalt/core';
import { LoadingLines } from '@basalt/ui';
import { Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pickView } from './grid/data/use-grid-view';
import { Toolbar } from './table/Toolbar';
import { useTableMeta } from './table/use-table-meta';
import { useRouteProject } from './table/use-route-project';
import { parseViewRoute } from './table/view-route';
import { useTableWithViews } from './use-table-views';
import { rendererOf } from './view-types';
import './view-page.css';

/** Where the grid, form, gallery, kanban and calendar views render, each by its type's renderer (view-types.tsx). */
export function ViewPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = parseViewRoute(pathname);
  // a shared base's path names its link: the project comes from the link's public read
  const projectId = useRouteProject(route);
  if (!route || projectId === null) {
    return (
      <div data-testid="view-page" className="view-page-empty">
        <Empty description={t('views.empty')} />
      </div>
    );
  }
  if (projectId === undefined) return <LoadingLines rows={6} label={t('grid.loading')} />;
  return (
    <TableView
      key={`${projectId}/${route.tableTitle}`}
      projectId={projectId}
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
  useEffect(
    () => onMetaChange((change) => 'tableId' in change && change.tableId === tableId && bumpFields()),
    [tableId],
  );
  const withViews = useTableWithViews(meta, viewTitle);
  const view = withViews?.views && pickView(withViews.views, viewTitle);
  const Renderer = view ? rendererOf(view.type) : undefined;
  const loading = (
    <>
      <Toolbar title={tableTitle} />
      <LoadingLines rows={6} label={t('grid.loading')} />
    </>
  );
  return (
    <div data-testid="view-page" className="view-page">
      {meta === undefined ? (
        loading
      ) : meta === null ? (
        <>
          <Toolbar title={tableTitle} />
          <Empty style={{ marginTop: 48 }} description={t('views.tableMissing', { title: tableTitle })} />
        </>
      ) : !withViews || !view || !Renderer ? (
        withViews ? (
          <Toolbar title={tableTitle} />
        ) : (
          loading
        )
      ) : (
        <Suspense fallback={loading}>
          <Renderer
            projectId={projectId}
            meta={withViews}
            view={view}
            viewTitle={viewTitle}
            onFieldsChanged={bumpFields}
          />
        </Suspense>
      )}
    </div>
  );
}
