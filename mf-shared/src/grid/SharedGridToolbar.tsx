import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { VisitorFilterPanel } from './VisitorFilterPanel';
import type { VisitorFilter } from './visitor-filter';

interface Props {
  title: string;
  search: string;
  onSearch: (text: string) => void;
  /** The fields a visitor may filter on; none, and there is no Filter button. */
  filterFields: readonly ColumnMeta[];
  filter: VisitorFilter;
  onFilter: (next: VisitorFilter) => void;
  /** Absent when the share does not allow downloads: the button is not shown at all. */
  onDownload?: () => void;
}

/** Waits this long after the last key before searching, so typing sends one request. */
const SEARCH_DELAY_MS = 300;

/** The shared grid's title, search box, the visitor's Filter button and panel, and (when allowed) "Download CSV". */
export function SharedGridToolbar({ title, search, onSearch, filterFields, filter, onFilter, onDownload }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const [filterOpen, setFilterOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  const count = filter.conditions.length;
  return (
    <div className="shared-toolbar">
      <h1 className="shared-toolbar-title">{title}</h1>
      <input
        type="search"
        className="shared-search"
        aria-label={t('shared.grid.search')}
        placeholder={t('shared.grid.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {filterFields.length > 0 && (
        <button
          ref={filterButton}
          type="button"
          className={`shared-button${count ? ' visitor-filter-active' : ''}`}
          aria-expanded={filterOpen}
          aria-controls={filterOpen ? panelId : undefined}
          onClick={() => setFilterOpen(!filterOpen)}
        >
          {count ? t('toolbar.filter.count', { count }) : t('toolbar.filter.button')}
        </button>
      )}
      {onDownload && (
        <button type="button" className="shared-button" onClick={onDownload}>
          {t('shared.grid.downloadCsv')}
        </button>
      )}
      {filterOpen && (
        <VisitorFilterPanel
          id={panelId}
          fields={filterFields}
          filter={filter}
          onChange={onFilter}
          onClose={() => {
            setFilterOpen(false);
            filterButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
