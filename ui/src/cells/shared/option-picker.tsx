import { useId, useState, type KeyboardEvent } from 'react';
import type { EditorProps } from '../contract';
import { t } from './i18n';
import { optionColour, selectedTitles, selectOptions } from './select-colours';
import './chips.css';

interface Item {
  title: string;
  /** Not an option yet: choosing it creates it (when the host can). */
  create?: boolean;
}

/**
 * The select editor: a search box over the column's options, a list to pick from, and "Create" for a title that is
 * not an option yet (when the host passes `services.createOption`). Arrows move, Enter picks, Esc cancels. One
 * pick commits a SingleSelect; a MultiSelect toggles options and commits with Tab, or Enter on an empty search.
 */
export function OptionPicker({
  value,
  column,
  initialText,
  onCommit,
  onCancel,
  services,
  multi,
}: EditorProps & { multi: boolean }) {
  const [chosen, setChosen] = useState(() => selectedTitles(value, multi));
  const [search, setSearch] = useState(initialText ?? '');
  const [active, setActive] = useState(initialText ? 0 : -1);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const listId = useId();

  const query = search.trim();
  const options = selectOptions(column);
  const matches: Item[] = options.filter((o) => o.title.toLowerCase().includes(query.toLowerCase()));
  const exact = options.some((o) => o.title === query);
  const canCreate = Boolean(services.createOption) && query !== '' && !exact && !(multi && query.includes(','));
  const items: Item[] = canCreate ? [...matches, { title: query, create: true }] : matches;

  const commitTitles = (titles: string[]) => onCommit(titles.length ? (multi ? titles.join(',') : titles[0]) : null);

  const choose = async (item: Item) => {
    if (item.create) {
      setBusy(true);
      try {
        await services.createOption!(item.title);
      } catch {
        setBusy(false);
        setError(t('cells.select.createFailed', { title: item.title }));
        return;
      }
      setBusy(false);
    }
    if (!multi) return commitTitles([item.title]);
    setChosen((current) =>
      current.includes(item.title) ? current.filter((c) => c !== item.title) : [...current, item.title],
    );
    setSearch('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (event.nativeEvent.isComposing) return; // the input method's Enter, not a pick
    if (busy) return event.preventDefault();
    if (key === 'Escape') onCancel();
    else if (key === 'ArrowDown') setActive((i) => Math.min(items.length - 1, i + 1));
    else if (key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if ((key === 'Enter' || (key === 'Tab' && !multi)) && items[active]) void choose(items[active]!);
    else if (key === 'Enter' || key === 'Tab') {
      if (query && !items.length) return setError(t('cells.select.noMatch', { text: query }));
      commitTitles(chosen);
    } else if (key === 'Backspace' && multi && search === '' && chosen.length) setChosen(chosen.slice(0, -1));
    else return;
    event.preventDefault();
  };

  const activeId = items[active] ? `${listId}-${active}` : undefined;
  return (
    <div className="basalt-option-picker">
      {multi && chosen.length > 0 && (
        <span className="basalt-chips" style={{ flexWrap: 'wrap' }}>
          {chosen.map((title) => (
            <span key={title} className="basalt-chip" style={{ background: optionColour(column, title) }}>
              {title}
              <button
                type="button"
                className="basalt-chip-remove"
                tabIndex={-1}
                // The search box keeps the focus, so the keys go on working after a click.
                onMouseDown={(event) => event.preventDefault()}
                aria-label={t('cells.select.remove', { title })}
                onClick={() => setChosen(chosen.filter((c) => c !== title))}
              >
                ×
              </button>
            </span>
          ))}
        </span>
      )}
      <input
        className="basalt-cell-input"
        autoFocus
        role="combobox"
        aria-label={column.title}
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-busy={busy || undefined}
        placeholder={t('cells.select.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(event.target.value.trim() ? 0 : -1);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-multiselectable={multi || undefined} className="basalt-option-list">
        {items.map((item, index) => (
          <li
            key={item.create ? `\u0000${item.title}` : item.title}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={!item.create && chosen.includes(item.title)}
            className={index === active ? 'basalt-option basalt-option-active' : 'basalt-option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(item)}
          >
            {item.create ? (
              t('cells.select.create', { title: item.title })
            ) : (
              <span className="basalt-chip" style={{ background: optionColour(column, item.title) }}>
                {item.title}
              </span>
            )}
          </li>
        ))}
        {items.length === 0 && <li className="basalt-option">{t('cells.select.noOptions')}</li>}
      </ul>
      {error && (
        <div role="alert" className="basalt-cell-error">
          {error}
        </div>
      )}
    </div>
  );
}
