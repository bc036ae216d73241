import { useCallback, useMemo } from 'react';
import { DeleteOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { useShell } from '../shell-context';
import { ToolbarButton } from './ToolbarButton';
import { sortableFields } from '@basalt/ui';
import { toolbarApi, type SavedSort, type SortDirection } from './toolbar-api';
import { useSavedList } from './use-saved-list';

export interface SortMenuProps {
  /** Open its panel at once. */
  initialOpen?: boolean;
  viewId: string;
  columns: readonly ColumnMeta[];
  canEditView: boolean;
  onChanged: (what: 'rows') => void;
}

/**
 * The Sort menu: the view's saved sorts in the order they apply (docs/API.md §1.9); an editor adds one by picking
 * a field (ascending first), changes its field or direction, or removes it. Each change re-reads the rows.
 */
export function SortMenu({ viewId, columns, canEditView, onChanged, initialOpen }: SortMenuProps) {
  const { t } = useTranslation();
  const { api } = useShell();
  const actions = useMemo(() => toolbarApi(api), [api]);
  const load = useCallback(() => actions.sorts(viewId), [actions, viewId]);
  const changed = useCallback(() => onChanged('rows'), [onChanged]);
  const { list, run } = useSavedList<SavedSort>(load, changed);

  const fields = sortableFields(columns);
  const titleOf = (id: string) => columns.find((c) => c.id === id)?.title ?? id;
  const directions = [
    { value: 'asc', label: t('toolbar.sort.asc') },
    { value: 'desc', label: t('toolbar.sort.desc') },
  ];
  const sorts = list ?? [];
  const unsorted = fields.filter((c) => !sorts.some((s) => s.fk_column_id === c.id));
  const fieldOptions = (keep?: string) =>
    fields.filter((c) => c.id === keep || unsorted.includes(c)).map((c) => ({ value: c.id, label: c.title }));

  return (
    <ToolbarButton
      initialOpen={initialOpen}
      icon={<SortAscendingOutlined />}
      label={sorts.length ? t('toolbar.sort.count', { count: sorts.length }) : t('toolbar.sort.button')}
      active={sorts.length > 0}
      title={t('toolbar.sort.title')}
    >
      <ul className="toolbar-list">
        {sorts.map((sort, index) => {
          const title = titleOf(sort.fk_column_id);
          const direction = directions.find((d) => d.value === sort.direction)?.label;
          return canEditView ? (
            <li key={sort.id} className="toolbar-row">
              <Select
                className="toolbar-field"
                aria-label={t('toolbar.sort.field', { index: index + 1 })}
                virtual={false}
                showSearch={{ optionFilterProp: 'label' }}
                value={sort.fk_column_id}
                options={fieldOptions(sort.fk_column_id)}
                onChange={(id: string) => void run(() => actions.changeSort(sort.id, { fk_column_id: id }))}
              />
              <Select
                aria-label={t('toolbar.sort.direction', { title })}
                virtual={false}
                value={sort.direction}
                options={directions}
                onChange={(d: SortDirection) => void run(() => actions.changeSort(sort.id, { direction: d }))}
              />
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('toolbar.sort.remove', { title })}
                onClick={() => void run(() => actions.removeSort(sort.id))}
              />
            </li>
          ) : (
            <li key={sort.id} className="toolbar-row">
              {title} · {direction}
            </li>
          );
        })}
        {list && !sorts.length && <li className="toolbar-muted">{t('toolbar.sort.none')}</li>}
      </ul>
      {canEditView && unsorted.length > 0 && (
        <Select
          className="toolbar-add"
          aria-label={t('toolbar.sort.add')}
          placeholder={t('toolbar.sort.add')}
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          value={null}
          options={fieldOptions()}
          onChange={(id: string) => void run(() => actions.addSort(viewId, id, 'asc'))}
        />
      )}
    </ToolbarButton>
  );
}
