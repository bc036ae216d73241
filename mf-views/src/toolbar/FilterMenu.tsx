import { useCallback, useMemo } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { useShell } from '../shell-context';
import { FilterList } from './FilterList';
import { ToolbarButton } from './ToolbarButton';
import { filterableFields } from './filter-choices';
import { toolbarApi, type SavedFilter } from './toolbar-api';
import { useSavedList } from './use-saved-list';

export interface FilterMenuProps {
  /** Open its panel at once. */
  initialOpen?: boolean;
  viewId: string;
  columns: readonly ColumnMeta[];
  canEditView: boolean;
  onChanged: (what: 'rows') => void;
}

/**
 * The Filter menu: the view's saved filters and groups (docs/API.md §1.9), each condition limited to the ops its
 * field type takes (core's field registry). Every change re-reads the rows; the label counts the top-level filters.
 */
export function FilterMenu({ viewId, columns, canEditView, onChanged, initialOpen }: FilterMenuProps) {
  const { t } = useTranslation();
  const { api } = useShell();
  const actions = useMemo(() => toolbarApi(api), [api]);
  const load = useCallback(() => actions.filters(viewId), [actions, viewId]);
  const changed = useCallback(() => onChanged('rows'), [onChanged]);
  const { list, run } = useSavedList<SavedFilter>(load, changed);
  const fields = useMemo(() => filterableFields(columns), [columns]);
  const count = list?.length ?? 0;

  return (
    <ToolbarButton
      initialOpen={initialOpen}
      icon={<FilterOutlined />}
      label={count ? t('toolbar.filter.count', { count }) : t('toolbar.filter.button')}
      active={count > 0}
      title={t('toolbar.filter.title')}
    >
      <FilterList
        viewId={viewId}
        filters={list ?? []}
        run={run}
        actions={actions}
        fields={fields}
        canEditView={canEditView}
        onChanged={changed}
      />
    </ToolbarButton>
  );
}
