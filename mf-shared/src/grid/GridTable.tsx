import { cellOf } from '@basalt/ui';
import type { ColumnMeta } from '@basalt/core';
import { useTranslation } from 'react-i18next';
import type { SortState } from './sort';
import './grid-table.css';

interface Props {
  label: string;
  columns: ColumnMeta[];
  rows: Array<Record<string, unknown>>;
  /** The first row's position in the whole view (0-based). */
  offset: number;
  total: number;
  sort?: SortState;
  onSort: (title: string) => void;
}

/**
 * One window of a shared grid as a WAI-ARIA grid: the row count of the whole view, each row's place in it, and
 * cells drawn by the app's own display cells so values look as they do inside Basalt.
 */
export function GridTable({ label, columns, rows, offset, total, sort, onSort }: Props) {
  const { t } = useTranslation();
  return (
    <div className="shared-grid-scroll">
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={total + 1}
        aria-readonly="true"
        className="shared-grid"
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(140px, 1fr))` }}
      >
        <div role="row" aria-rowindex={1} className="shared-grid-row shared-grid-head">
          {columns.map((column) => (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={
                sort?.title === column.title ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
              }
              className="shared-grid-cell"
            >
              <button type="button" className="shared-grid-sort" onClick={() => onSort(column.title)}>
                {column.title}
                {sort?.title === column.title && <span aria-hidden>{sort.direction === 'asc' ? ' ↑' : ' ↓'}</span>}
              </button>
            </div>
          ))}
        </div>
        {rows.map((row, index) => (
          <div key={offset + index} role="row" aria-rowindex={offset + index + 2} className="shared-grid-row">
            {columns.map((column) => {
              const cell = cellOf(column.uidt);
              return (
                <div
                  key={column.id}
                  role="gridcell"
                  aria-label={`${column.title}: ${cell.toText(row[column.title], column)}`}
                  className={`shared-grid-cell shared-align-${cell.align}`}
                >
                  <span className="shared-grid-cell-content">
                    <cell.Display value={row[column.title]} column={column} />
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {rows.length === 0 && <p className="shared-status">{t('shared.grid.empty')}</p>}
    </div>
  );
}
