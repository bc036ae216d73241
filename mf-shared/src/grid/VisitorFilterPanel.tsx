import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { VisitorConditionRow } from './VisitorConditionRow';
import { conditionOn, NO_FILTER, type VisitorFilter } from './visitor-filter';
import './visitor-filter.css';

interface Props {
  id: string;
  /** The fields a filter can be made on (shown ones whose type takes an op). */
  fields: readonly ColumnMeta[];
  filter: VisitorFilter;
  onChange: (next: VisitorFilter) => void;
  /** Escape: the panel closes, the filter stays. */
  onClose: () => void;
}

/**
 * The visitor's filter panel: conditions added, changed and removed one by one, joined by AND or OR. It narrows
 * the view's rows only, and is not saved (a reload clears it), which its note says.
 */
export function VisitorFilterPanel({ id, fields, filter, onChange, onClose }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const { conditions } = filter;
  // opened: the focus moves in, to the first condition or to "Add filter", so Tab and Escape work from there
  useEffect(() => panel.current?.querySelector<HTMLElement>('select, input, button:not(:disabled)')?.focus(), []);

  const add = () => {
    onChange({ ...filter, conditions: [...conditions, conditionOn(fields[0]!)] });
    // the new condition's field box takes the focus, so the keyboard goes on from where the visitor is
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('li:last-child select')?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={panel}
      id={id}
      className="visitor-filter"
      aria-label={t('shared.grid.filter.region')}
      onKeyDown={onKeyDown}
    >
      <p className="visitor-filter-note">{t('shared.grid.filter.note')}</p>
      {conditions.length > 1 && (
        <label className="visitor-filter-join">
          {t('shared.grid.filter.join')}
          <select
            className="shared-control"
            value={filter.connective}
            onChange={(event) => onChange({ ...filter, connective: event.target.value as VisitorFilter['connective'] })}
          >
            <option value="and">{t('shared.grid.filter.all')}</option>
            <option value="or">{t('shared.grid.filter.any')}</option>
          </select>
        </label>
      )}
      {conditions.length === 0 ? (
        <p className="visitor-filter-empty">{t('toolbar.filter.none')}</p>
      ) : (
        <ol className="visitor-filter-list" ref={list}>
          {conditions.map((condition, index) => (
            <VisitorConditionRow
              key={condition.key}
              condition={condition}
              index={index + 1}
              fields={fields}
              onChange={(next) =>
                onChange({ ...filter, conditions: conditions.map((c, i) => (i === index ? next : c)) })
              }
              onRemove={() => {
                onChange({ ...filter, conditions: conditions.filter((_, i) => i !== index) });
                // the removed condition's button goes with it: the focus stays in the panel rather than falling out
                addButton.current?.focus();
              }}
            />
          ))}
        </ol>
      )}
      <div className="visitor-filter-actions">
        <button ref={addButton} type="button" className="shared-button" onClick={add} disabled={fields.length === 0}>
          {t('toolbar.filter.add')}
        </button>
        {conditions.length > 0 && (
          <button type="button" className="shared-button" onClick={() => onChange(NO_FILTER)}>
            {t('shared.grid.filter.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
