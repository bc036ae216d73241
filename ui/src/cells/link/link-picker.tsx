import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EditorProps } from '../contract';
import { t } from '../shared/i18n';
import { useLinkPicker } from './use-link-picker';
import '../shared/chips.css';
import './link-cell.css';

const MARGIN = 8;

/**
 * Opened on a cell near the window's edge (a phone's narrow screen), the panel moves back inside it, in either
 * writing direction, rather than reaching past the edge where its search and Done would be cut off.
 */
function keepOnScreen(element: HTMLElement) {
  element.style.transform = '';
  const box = element.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const past = box.right - (width - MARGIN);
  const before = MARGIN - box.left;
  const shift = past > 0 ? -Math.min(past, box.left - MARGIN) : before > 0 ? before : 0;
  if (shift) element.style.transform = `translateX(${Math.round(shift)}px)`;
}

/**
 * A link field's editor: the linked records as removable chips, a search over the records that may be linked
 * (paged), a click or Enter to link one. Each change is saved at once (the host reads the record again); Esc or
 * Done closes. A record not saved yet has no links service: it says so.
 */
export function LinkPicker({ value, column, services, onCancel }: EditorProps) {
  const picker = useLinkPicker(value, column, services.links);
  const [active, setActive] = useState(0);
  const listId = useId();
  const { candidates } = picker;
  const linkedIds = new Set(picker.linked.map((r) => r.id));
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    // placed again as its content arrives and widens it (the candidates, its styles on first load)
    const place = () => keepOnScreen(element);
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    const key = event.key;
    if (key === 'Escape') onCancel();
    else if (key === 'ArrowDown') setActive((i) => Math.min(candidates.length - 1, i + 1));
    else if (key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (key === 'Enter' && candidates[active]) void picker.link(candidates[active]!);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const activeId = candidates[active] ? `${listId}-${active}` : undefined;
  return (
    <div
      ref={panel}
      className="basalt-option-picker basalt-link-picker"
      role="dialog"
      aria-label={column.title}
      onKeyDown={onKeyDown}
    >
      <h2>{column.title}</h2>
      {!services.links ? (
        <p className="basalt-link-info">{t('cells.link.saveFirst')}</p>
      ) : (
        <>
          {picker.linked.length ? (
            <ul className="basalt-link-linked" aria-label={t('cells.link.linked')}>
              {picker.linked.map((record) => (
                <li key={record.id} className="basalt-chip basalt-link-chip">
                  {record.label}
                  <button
                    type="button"
                    className="basalt-chip-remove"
                    aria-label={t('cells.link.unlink', { title: record.label })}
                    title={t('cells.link.unlink', { title: record.label })}
                    onClick={() => void picker.unlink(record)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="basalt-link-info">{t('cells.link.none')}</p>
          )}
          <input
            className="basalt-cell-input"
            role="combobox"
            aria-label={t('cells.link.search')}
            placeholder={t('cells.link.search')}
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-busy={picker.busy || undefined}
            autoFocus
            value={picker.search}
            onChange={(e) => {
              picker.setSearch(e.target.value);
              setActive(0);
            }}
          />
          <ul id={listId} role="listbox" aria-label={t('cells.link.candidates')} className="basalt-link-candidates">
            {candidates.map((record, i) => {
              const isLinked = linkedIds.has(record.id);
              return (
                <li
                  key={record.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  aria-checked={isLinked}
                  className={`basalt-link-candidate${i === active ? ' basalt-link-candidate-active' : ''}${
                    isLinked ? ' basalt-link-candidate-linked' : ''
                  }`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => void picker.link(record)}
                >
                  <span className="basalt-link-candidate-label">{record.label || record.id}</span>
                  {isLinked && (
                    <span className="basalt-link-candidate-mark" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {!picker.busy && !candidates.length && <p className="basalt-link-info">{t('cells.link.noCandidates')}</p>}
          {picker.more && (
            <button type="button" className="basalt-link-more" onClick={() => void picker.loadMore()}>
              {t('cells.link.more')}
            </button>
          )}
          {picker.message && (
            <p role={picker.message.kind === 'error' ? 'alert' : 'status'} className="basalt-link-info">
              {picker.message.text}
            </p>
          )}
        </>
      )}
      <button type="button" className="basalt-link-done" onClick={onCancel}>
        {t('cells.link.done')}
      </button>
    </div>
  );
}
