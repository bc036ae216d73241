import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  search: string;
  onSearch: (text: string) => void;
  /** Absent when the share does not allow downloads: the button is not shown at all. */
  onDownload?: () => void;
}

/** Waits this long after the last key before searching, so typing sends one request. */
const SEARCH_DELAY_MS = 300;

/** The shared grid's title, search box and (when allowed) "Download CSV". */
export function SharedGridToolbar({ title, search, onSearch, onDownload }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
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
      {onDownload && (
        <button type="button" className="shared-button" onClick={onDownload}>
          {t('shared.grid.downloadCsv')}
        </button>
      )}
    </div>
  );
}
