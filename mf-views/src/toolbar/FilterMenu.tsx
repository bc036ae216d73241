import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { useShell } from '../shell-context';
import { FilterList } from './FilterList';
import { ToolbarButton } from './ToolbarButton';
import { filterableFields } from '@basalt/ui';
import { localFilters, savedFilterTree, type FilterApi, type LocalFilters } from './local-filters';
import { toolbarApi, type SavedFilter } from './toolbar-api';
import { useSavedList } from './use-saved-list';

export interface FilterMenuProps {
  /** Open its panel at once. */
  initialOpen?: boolean;
  viewId: string;
  columns: readonly ColumnMeta[];
  canEditView: boolean;
  onChanged: (what: 'rows') => void;
  /** Hears the filters kept in the page (`filterArrJson`) while filterAutoSave is off; undefined when it is on. */
  onLocalFilters?: (filterArrJson: string | undefined) => void;
}

/**
 * The Filter menu: the view's saved filters and groups (docs/API.md §1.9), each condition limited to the ops its
 * field type takes (core's field registry). Every change re-reads the rows; the label counts the top-level filters.
 * With the filterAutoSave preference off (docs/PRODUCT.md §3, a checkbox here) changes stay in this page
 * (local-filters.ts) and the view keeps its saved filters for everyone else.
 */
export function FilterMenu(props: FilterMenuProps) {
  const { viewId, columns, canEditView, onChanged, onLocalFilters, initialOpen } = props;
  const { t } = useTranslation();
  const { api, session } = useShell();
  const saved = useMemo(() => toolbarApi(api), [api]);
  const autoSave = useSyncExternalStore(session.subscribe, () => session.getState().prefs.filterAutoSave);
  const keepsLocal = canEditView && !autoSave && !!onLocalFilters;
  const local = useLocalCopy(keepsLocal ? saved : undefined, viewId);
  const actions: FilterApi = local?.api ?? saved;

  useEffect(() => {
    if (!keepsLocal) onLocalFilters?.(undefined);
  }, [keepsLocal, onLocalFilters]);

  const load = useCallback(() => actions.filters(viewId), [actions, viewId]);
  const changed = useCallback(() => {
    if (local) onLocalFilters?.(JSON.stringify(local.toFilterArr()));
    else onChanged('rows');
  }, [local, onChanged, onLocalFilters]);
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
        // while the page's copy is being made, nothing may change: a change would reach the saved filters
        canEditView={canEditView && (!keepsLocal || !!local)}
        onChanged={changed}
      />
      {canEditView && onLocalFilters && (
        <div className="toolbar-autosave">
          <label>
            <input
              type="checkbox"
              checked={autoSave}
              onChange={(e) => session.setPreference('filterAutoSave', e.target.checked)}
            />
            {t('toolbar.filter.autoSave')}
          </label>
          {!autoSave && <p className="toolbar-muted">{t('toolbar.filter.localNote')}</p>}
        </div>
      )}
    </ToolbarButton>
  );
}

/** While `saved` is given: a copy of the view's saved filters kept in the page, made once per view. */
function useLocalCopy(saved: FilterApi | undefined, viewId: string): LocalFilters | undefined {
  const [copy, setCopy] = useState<{ viewId: string; filters: LocalFilters } | undefined>(undefined);
  useEffect(() => {
    if (!saved) return setCopy(undefined);
    let cancelled = false;
    void savedFilterTree(saved, viewId).then((tree) => !cancelled && setCopy({ viewId, filters: localFilters(tree) }));
    return () => {
      cancelled = true;
    };
  }, [saved, viewId]);
  return copy?.viewId === viewId ? copy.filters : undefined;
}
