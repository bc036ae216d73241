import { lazy, Suspense, useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta, TableMeta } from '@basalt/core';
import { LoadingLines, useTypeAhead } from '@basalt/ui';
import { Grid, type GridProps } from '../grid/Grid';
import { useGridView } from '../grid/data/use-grid-view';
import { groupOf } from '../group/group-setting';
import { ShareButton, VIEW_TYPE } from '../share';
import { Toolbar } from './Toolbar';
import { ToolbarMenusLoader } from './ToolbarMenusLoader';
import { RowHeightMenu } from './RowHeightMenu';
import { SearchBox } from './SearchBox';
import { rowHeightPx } from './row-height';
import { useGridSetting } from './use-grid-setting';
import { useLocalQuery, type LocalFilterArr } from './use-local-query';

// the field editor (antd Form, Select, Modal) loads when a field is first added or edited
const FieldDialog = lazy(() => import('../fields/FieldDialog'));
// a grouped view's headers and stacked grids load only for a view that is grouped
const GroupedGrid = lazy(() => import('../group/GroupedGrid'));

interface Props {
  projectId: string;
  meta: TableMeta;
  viewTitle?: string;
  /** A field was added, edited or deleted: the table's fields must be read again. */
  onFieldsChanged: () => void;
}

/**
 * A grid view of a table with what changes it: the view's settings are read again when a field is hidden, its rows
 * when a sort or a field changes.
 */
export function GridView({ projectId, meta, viewTitle, onFieldsChanged }: Props) {
  const { t } = useTranslation();
  const [settingsVersion, bumpSettings] = useReducer((n: number) => n + 1, 0);
  const [dataVersion, bumpData] = useReducer((n: number) => n + 1, 0);
  const grid = useGridView(projectId, meta, viewTitle, settingsVersion);
  const [editing, setEditing] = useState<{ column?: ColumnMeta } | undefined>(undefined);
  // a new field's name typed straight after the click, while the dialog loads, goes into it
  useTypeAhead(editing !== undefined);

  const fieldsChanged = useCallback(() => {
    onFieldsChanged();
    bumpData();
  }, [onFieldsChanged]);
  const viewChanged = useCallback((what: 'settings' | 'rows') => (what === 'rows' ? bumpData() : bumpSettings()), []);
  const editField = useCallback((column: ColumnMeta | undefined) => setEditing({ column }), []);
  // the row height and frozen columns as chosen here, until the table's views are read again
  const [heightSetting, chooseHeight] = useGridSetting(grid?.view.id, 'row_height', grid?.view.row_height);
  const [frozenColumns, freeze] = useGridSetting(grid?.view.id, 'frozen_columns', grid?.view.frozen_columns);
  const [search, setSearch] = useState('');
  // filters the user keeps in this page (filterAutoSave off), with the view's sorts: the rows' query then
  const [localFilters, setLocalFilters] = useState<LocalFilterArr | undefined>(undefined);
  const localQuery = useLocalQuery(grid?.view.id, localFilters, dataVersion);
  const viewId = grid?.view.id;
  const keepLocalFilters = useCallback(
    (filterArrJson: string | undefined) =>
      setLocalFilters(filterArrJson === undefined || !viewId ? undefined : { viewId, filterArrJson }),
    [viewId],
  );
  // the grouping is part of the view's column settings (group_by), read again when the group menu saves
  const group = grid ? groupOf(grid.settings, meta.columns) : undefined;
  const loading = <LoadingLines rows={6} label={t('grid.loading')} />;
  // the same grid whether the rows are grouped (one grid per group) or not
  const gridProps: GridProps | undefined = grid
    ? {
        projectId,
        meta,
        view: grid.view,
        columns: grid.columns,
        readOnly: !!grid.readOnly,
        rowHeight: rowHeightPx(heightSetting),
        extraFrozen: frozenColumns,
        onFreeze: (count: number) => void freeze(count),
        canEditFields: grid.canEditFields,
        canEditView: grid.canEditView,
        dataVersion,
        search,
        localQuery,
        onEditField: editField,
        onFieldsChanged: fieldsChanged,
        onViewChanged: viewChanged,
      }
    : undefined;

  return (
    <>
      <Toolbar title={meta.title} fieldCount={grid?.columns.length} readOnly={grid?.readOnly}>
        {grid && (
          <>
            <SearchBox onSearch={setSearch} />
            <ToolbarMenusLoader
              viewId={grid.view.id}
              columns={meta.columns}
              settings={grid.settings}
              canEditView={grid.canEditView}
              onChanged={viewChanged}
              groupedBy={group?.column.title}
              onLocalFilters={keepLocalFilters}
            />
            {grid.canEditView && <RowHeightMenu setting={heightSetting} onChoose={(next) => void chooseHeight(next)} />}
            {/* sharing needs the roles that change fields: owner and creator (docs/API.md §1.10) */}
            <ShareButton
              tableId={meta.id}
              viewId={grid.view.id}
              viewType={VIEW_TYPE.grid}
              canShare={grid.canEditFields}
            />
          </>
        )}
      </Toolbar>
      {!gridProps ? (
        grid === null ? null : (
          loading
        )
      ) : group ? (
        <Suspense fallback={loading}>
          <GroupedGrid key={`${gridProps.view.id}/${group.column.id}/${group.sort}`} group={group} {...gridProps} />
        </Suspense>
      ) : (
        <Grid key={gridProps.view.id} {...gridProps} />
      )}
      <Suspense fallback={null}>
        {editing && (
          <FieldDialog
            meta={meta}
            column={editing.column}
            onClose={() => setEditing(undefined)}
            onSaved={fieldsChanged}
          />
        )}
      </Suspense>
    </>
  );
}
