import { useContext, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowsPage } from '../../public-api';
import type { FormField } from '../form-fields';
import { LinkChoicesContext } from '../link-choices';
import type { LinkedRecord } from './input-props';
import './link-picker.css';

/** Records asked for at a time; "Show more" asks for the next ones. */
export const PICKER_PAGE = 25;
/** The search waits for the visitor to pause typing, so a word is one request, not one per letter. */
export const SEARCH_DELAY_MS = 250;

interface Props {
  field: FormField;
  chosen: readonly LinkedRecord[];
  onChoose: (record: LinkedRecord) => void;
  onClose: () => void;
}

/**
 * A record as the picker lists it. The server answers `{<key title>: key, <display title>: value}` (docs/API.md
 * "Link pickers"); the meta names both fields, and without it the key comes first.
 */
function recordOf(row: Record<string, unknown>, field: FormField): LinkedRecord {
  const values = Object.values(row);
  const key = (field.link?.keyTitle ? row[field.link.keyTitle] : values[0]) as string | number;
  const display = field.link?.displayTitle ? row[field.link.displayTitle] : values[1];
  return { key, label: display === null || display === undefined || display === '' ? String(key) : String(display) };
}

/** What the picker shows: the records found so far for one search, and how many there are in all. */
interface Found {
  search: string;
  records: LinkedRecord[];
  total: number;
}

/**
 * The small dialog a link field opens: a search box (debounced) over the related records, listed by display value
 * with "Show more" paging. Arrow keys move through the list and Enter picks from the search box; Escape closes.
 */
export function LinkPicker({ field, chosen, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const choices = useContext(LinkChoicesContext);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>();
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const load = async (text: string, offset: number, previous: LinkedRecord[]) => {
    if (!choices || !field.link) return;
    setFailed(false);
    let page: RowsPage;
    try {
      page = await choices(field.link.columnId, { offset, limit: PICKER_PAGE, search: text || undefined });
    } catch {
      setFailed(true);
      return;
    }
    const records = [...previous, ...page.list.map((row) => recordOf(row, field))];
    // an answer for a search typed over since is dropped
    setFound((now) =>
      offset > 0 && now?.search !== text ? now : { search: text, records, total: page.pageInfo.totalRows },
    );
  };

  useEffect(() => {
    setActive(0);
    void load(search, 0, []);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new search starts the list again
  }, [search]);

  const records = found?.records ?? [];
  const isChosen = (record: LinkedRecord) => chosen.some((r) => String(r.key) === String(record.key));
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.target !== event.currentTarget.querySelector('input')) return;
    const last = records.length - 1;
    if (event.key === 'ArrowDown') setActive((a) => Math.min(last, a + 1));
    else if (event.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(Math.max(0, last));
    else if (event.key === 'Enter') {
      // the picker's Enter picks a record; it neither sends the form nor moves a survey on
      event.stopPropagation();
      if (records[active]) onChoose(records[active]);
    } else return;
    event.preventDefault();
  };

  const title = t('sharedForm.link.title', { label: field.label });
  return (
    <div className="sf-picker" role="dialog" aria-label={title} onKeyDown={onKeyDown}>
      <div className="sf-picker-head">
        <input
          type="search"
          className="sf-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('cells.link.search')}
          aria-label={t('cells.link.search')}
          role="combobox"
          aria-expanded
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={records[active] ? optionId(active) : undefined}
          autoFocus
        />
        <button type="button" className="shared-button" onClick={onClose}>
          {t('sharedForm.link.close')}
        </button>
      </div>
      <ul id={`${id}-list`} className="sf-picker-list" role="listbox" aria-label={title}>
        {records.map((record, index) => (
          <li
            key={String(record.key)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`sf-picker-option${isChosen(record) ? ' sf-picker-chosen' : ''}`}
            onMouseEnter={() => setActive(index)}
            onClick={() => onChoose(record)}
          >
            {record.label}
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="sf-error">
          {t('sharedForm.link.failed')}
        </p>
      )}
      {!found && !failed && <p className="sf-help">{t('shared.grid.loading')}</p>}
      {found && records.length === 0 && <p className="sf-help">{t('cells.link.noCandidates')}</p>}
      {found && records.length < found.total && (
        <button
          type="button"
          className="shared-button"
          onClick={() => void load(found.search, records.length, records)}
        >
          {t('cells.link.more')}
        </button>
      )}
    </div>
  );
}
