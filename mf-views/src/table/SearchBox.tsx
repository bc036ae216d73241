import { useEffect, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the rows are read again. */
const SETTLE_MS = 300;

/**
 * The toolbar's quick search over the view's records (docs/PRODUCT.md §5): what is typed reaches `onSearch` once
 * typing pauses; Escape clears it.
 */
export function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [onSearch, text]);
  return (
    <label className="view-search">
      <SearchOutlined aria-hidden />
      <input
        type="search"
        value={text}
        placeholder={t('grid.search')}
        aria-label={t('grid.search')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setText('');
        }}
      />
    </label>
  );
}
