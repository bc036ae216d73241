import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSystemColumn } from '@basalt/core';
import { filterableFields } from '@basalt/ui';
import type { RendererProps } from '../renderers';
import type { RowsPage } from '../public-api';
import { GridTable } from './GridTable';
import { SharedGridToolbar } from './SharedGridToolbar';
import { nextSort, type SortState } from './sort';
import { useSettled } from './use-settled';
import { filterArrJsonOf, NO_FILTER, type VisitorFilter } from './visitor-filter';

/** Rows per page: one request's window of the view. */
export const PAGE_SIZE = 50;

/** Waits this long after the last change of the visitor's filter (a typed value) before reading the rows again. */
const FILTER_DELAY_MS = 300;

/** A shared grid view: read-only, searchable, filterable and sortable by the visitor, paged by windows of rows. */
export function SharedGrid({ meta, api }: RendererProps) {
  const { t } = useTranslation();
  // the key and other fields the engine keeps stay out, as in the app's own grid, unless the view shows them
  const showSystem = !!(meta as { show_system_fields?: boolean | number }).show_system_fields;
  const columns = meta.model.columns.filter((column) => showSystem || !isSystemColumn(column));
  const filterFields = filterableFields(columns);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<VisitorFilter>(NO_FILTER);
  const filterArrJson = useSettled(filterArrJsonOf(filter, filterFields), FILTER_DELAY_MS);
  const [filtered, setFiltered] = useState(filterArrJson);
  const [sort, setSort] = useState<SortState>();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<RowsPage>();
  if (filtered !== filterArrJson) {
    // a changed filter starts again from its first page (set while rendering, so one request goes, not two)
    setFiltered(filterArrJson);
    setOffset(0);
  }
  const sortParam = sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.title}` : undefined;

  useEffect(() => {
    let live = true;
    api.rows({ offset, limit: PAGE_SIZE, search: search || undefined, sort: sortParam, filterArrJson }).then(
      (rows) => live && setPage(rows),
      () => live && setPage({ list: [], pageInfo: { totalRows: 0 } }),
    );
    return () => {
      live = false;
    };
  }, [api, offset, search, sortParam, filterArrJson]);

  const total = page?.pageInfo.totalRows ?? 0;
  const download = async () => {
    const blob = await api.csv({ search: search || undefined, sort: sortParam, filterArrJson });
    const link = Object.assign(document.createElement('a'), {
      href: URL.createObjectURL(blob),
      download: `${meta.title}.csv`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <main className="shared-grid-page">
      <SharedGridToolbar
        title={meta.title}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setOffset(0);
        }}
        filterFields={filterFields}
        filter={filter}
        onFilter={setFilter}
        onDownload={meta.meta?.allowCSVDownload ? download : undefined}
      />
      {!page ? (
        <p className="shared-status">{t('shared.grid.loading')}</p>
      ) : (
        <GridTable
          label={meta.title}
          columns={columns}
          rows={page.list}
          offset={offset}
          total={total}
          sort={sort}
          onSort={(title) => {
            setSort((current) => nextSort(current, title));
            setOffset(0);
          }}
        />
      )}
      {page && total > 0 && (
        <nav className="shared-pager">
          <button
            type="button"
            className="shared-button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
          >
            {t('shared.grid.previousPage')}
          </button>
          <span aria-live="polite">
            {t('shared.grid.range', { from: offset + 1, to: offset + page.list.length, total })}
          </span>
          <button
            type="button"
            className="shared-button"
            disabled={offset + PAGE_SIZE >= total}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            {t('shared.grid.nextPage')}
          </button>
        </nav>
      )}
    </main>
  );
}
