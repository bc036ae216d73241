import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta, TableMeta } from '@basalt/core';
import { useConfirm } from '@basalt/ui';
import { useShell } from '../shell-context';
import { RowLayer } from './body/RowLayer';
import type { GridColumn } from './data/grid-columns';
import { useRowStore } from './data/use-row-store';
import type { LocalQuery } from './data/rows-request';
import type { GridViewMeta } from './data/use-grid-view';
import { CellEditorHost } from './edit/CellEditorHost';
import { cellServices } from './edit/cell-services';
import { rowPathOf, useCellEditing } from './edit/use-cell-editing';
import { GridHeader } from './header/GridHeader';
import { useColumnMenu } from './header/use-column-menu';
import { useColumnEdits } from './header/use-column-edits';
import { useGridClipboard } from './clipboard/use-clipboard';
import { bulkPathOf } from './clipboard/apply-paste';
import { useUndo } from './history/use-undo';
import type { StepOrSaving } from './history/edit-history';
import { ExpandedRecordHost } from './expand/ExpandedRecordHost';
import { useFillHandle } from './fill/use-fill-handle';
import { useActiveCellFocus } from './keyboard/use-active-cell-focus';
import { useGridPointer } from './keyboard/use-grid-pointer';
import { initialKeyState, reduceKey, type GridKeyState, type GridShape } from './keyboard/grid-keys';
import { rangeOf } from './keyboard/selection';
import { columnLayout, columnWindow } from './virtual/columns';
import { rowsPerPage, scrollHeightOf } from './virtual/rows';
import { useViewport } from './virtual/use-viewport';
import { GridFooter } from './rows/GridFooter';
import { useRowCommands } from './rows/use-row-commands';
import './grid.css';

export interface GridProps {
  projectId: string;
  meta: TableMeta;
  view: GridViewMeta;
  columns: readonly GridColumn[];
  readOnly: boolean;
  /** Row height in px (the view's short/medium/tall setting). */
  rowHeight?: number;
  /** Columns frozen after the display column (0–3). */
  extraFrozen?: number;
  /** Freezes the first `count` columns after the display column (the header menu; absent: not offered). */
  onFreeze?: (count: number) => void;
  /** The user may add, edit and delete fields (owner, creator). */
  canEditFields?: boolean;
  /** The user may hide fields and sort the view. */
  canEditView?: boolean;
  /** Bumped when the view's rows must be read again (a sort changed, a field added). */
  dataVersion?: number;
  /** The toolbar's quick search: only the rows matching it are shown and counted. */
  search?: string;
  /** Only the rows matching this `where` (docs/API.md §2.1; ANDed with the search): one group of a grouped view. */
  where?: string;
  /**
   * As tall as its rows up to this many px, then they scroll inside it: a group's grid stacked with others in a
   * scrolling page. Without it the grid fills its container.
   */
  maxHeight?: number;
  /** Values a record added here starts with (a group's grid: the group's value). */
  newRecordValues?: Record<string, unknown>;
  /** Rows were changed, added or deleted here (a grouped view counts its groups again). */
  onRowsChanged?: () => void;
  /** Filters the user keeps in this page instead of the view's saved ones (filterAutoSave off). */
  localQuery?: LocalQuery;
  /** Opens the field editor: on a field, or to add one. */
  onEditField?: (column: ColumnMeta | undefined) => void;
  onFieldsChanged?: () => void;
  onViewChanged?: (what: 'settings' | 'rows') => void;
}

const ADD_FIELD_WIDTH = 44;
const nothing = () => undefined;

const HEADER_HEIGHT = 32;
/** Below the spec's `sm` breakpoint (640 px) only the display column stays frozen, and narrower. */
const PHONE_WIDTH = 640;
const PHONE_DISPLAY_WIDTH = 150;

/** Wide enough for the biggest row number of the view. */
const rowNumberWidthFor = (rowCount: number) => Math.max(48, 20 + 8 * String(Math.max(rowCount, 1)).length);

/**
 * The grid view: a window of the view's rows fetched as it scrolls, rows and columns virtualized, the WAI-ARIA
 * grid pattern with a roving focus on the active cell, the keyboard model of `keyboard/`, and in-place editing
 * through each field type's cell.
 */
export function Grid(props: GridProps) {
  const { projectId, meta, view, readOnly, rowHeight = 32, extraFrozen = 0 } = props;
  const { canEditFields = false, canEditView = false, dataVersion = 0 } = props;
  // the view's columns as the user is resizing or moving them
  const columnEdits = useColumnEdits(view.id, props.columns);
  const { columns } = columnEdits;
  const { t } = useTranslation();
  const store = useRowStore(projectId, meta.id, view.id, props.search, props.where, props.localQuery);
  const scroller = useRef<HTMLDivElement>(null);
  const { viewport, scrollTop, onScroll, measure } = useViewport(scroller);
  const [keys, setKeys] = useState<GridKeyState>(() => initialKeyState());
  // the row shown as an expanded record
  const [expanded, setExpanded] = useState<number | undefined>(undefined);
  const recordPaths = useMemo(
    () => ({ rowPath: rowPathOf(projectId, meta.id), bulkPath: bulkPathOf(projectId, meta.id) }),
    [projectId, meta.id],
  );
  const undo = useUndo(store, recordPaths, meta.columns, props.onRowsChanged);
  const { onRowsChanged } = props;
  const recordStep = useCallback(
    (step: StepOrSaving) => {
      void undo.record(step).then((kept) => kept && onRowsChanged?.());
    },
    [onRowsChanged, undo],
  );
  const editing = useCellEditing(projectId, meta, store, columns, recordStep);
  const { api } = useShell();
  const services = useMemo(() => cellServices(api, projectId, meta.id), [api, projectId, meta.id]);
  const [confirm, confirmHolder] = useConfirm();
  const onEditField = props.onEditField ?? nothing;
  const takenTitles = useMemo(() => meta.columns.map((c) => c.title), [meta.columns]);
  const columnMenu = useColumnMenu({
    projectId,
    viewId: view.id,
    takenTitles,
    columns,
    canEditFields,
    canEditView,
    onEditField,
    onFieldsChanged: props.onFieldsChanged ?? nothing,
    onViewChanged: props.onViewChanged ?? nothing,
    frozenCount: extraFrozen,
    onFreeze: canEditView ? props.onFreeze : undefined,
  });
  const addField = useMemo(
    () =>
      canEditFields && !readOnly ? { label: t('grid.column.add'), onClick: () => onEditField(undefined) } : undefined,
    [canEditFields, onEditField, readOnly, t],
  );

  // the view's rows changed elsewhere (a sort, a new field): read them again, keeping the grid on screen. A layout
  // effect, so it runs before the row layer's passive one asks a new store (a search) for rows: a reset after that
  // would drop the answer and leave the rows loading.
  const firstVersion = useRef(dataVersion);
  useLayoutEffect(() => {
    if (dataVersion !== firstVersion.current) store.reset();
  }, [dataVersion, store]);

  const rowCount = store.totalRows ?? 0;
  const rowNumberWidth = rowNumberWidthFor(rowCount);
  const viewportHeight = Math.max(rowHeight, viewport.height - HEADER_HEIGHT);
  const geometry = useMemo(() => ({ rowCount, rowHeight, viewportHeight }), [rowCount, rowHeight, viewportHeight]);
  // On a phone the frozen display column gets at most 150 px, so other columns have room to scroll.
  const narrow = viewport.width < PHONE_WIDTH;
  const layout = useMemo(() => {
    const widths = columns.map((c, i) => (narrow && i === 0 ? Math.min(c.width, PHONE_DISPLAY_WIDTH) : c.width));
    return columnLayout(widths, narrow ? 1 : 1 + Math.min(Math.max(extraFrozen, 0), 3));
  }, [columns, extraFrozen, narrow]);
  const colWin = columnWindow(layout, viewport.scrollLeft, viewport.width - rowNumberWidth);
  const { active } = keys.selection;
  const dataWidth = rowNumberWidth + layout.totalWidth;
  const canvasWidth = dataWidth + (addField ? ADD_FIELD_WIDTH : 0);

  const known = store.totalRows !== undefined;

  // Fewer rows than before (a filter, a reload): keep the active cell inside the grid.
  useEffect(() => {
    if (known && rowCount > 0 && active.row >= rowCount)
      setKeys((k) => initialKeyState({ row: rowCount - 1, col: k.selection.active.col }));
  }, [active.row, known, rowCount]);

  const editModeOf = useCallback(
    (col: number) => (readOnly ? 'readonly' : (columns[col]?.cell.editMode ?? 'readonly')),
    [columns, readOnly],
  );
  const editableCol = useCallback((col: number) => editModeOf(col) !== 'readonly', [editModeOf]);
  const shape: GridShape = { rowCount, colCount: columns.length, pageRows: rowsPerPage(geometry), editModeOf };
  const { focusPending, refocus } = useActiveCellFocus({
    scroller,
    active,
    editing: !!keys.editing,
    rowCount,
    known,
    geometry,
    headerHeight: HEADER_HEIGHT,
    layout,
    rowNumberWidth,
    measure,
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('.grid-editor')) return; // the editor's keys are its own
    const key = e.key.toLowerCase();
    if (e.key === ' ' && e.shiftKey && store.rowAt(active.row)) {
      e.preventDefault();
      setExpanded(active.row);
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !readOnly && key === 'd') {
      e.preventDefault();
      clipboard.fill();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !readOnly && (key === 'z' || key === 'y')) {
      e.preventDefault();
      void undo.travel(key === 'y' || e.shiftKey ? 'redo' : 'undo');
      return;
    }
    const outcome = reduceKey(
      keys,
      { key: e.key, shift: e.shiftKey, mod: e.ctrlKey || e.metaKey, alt: e.altKey },
      shape,
    );
    if (!outcome.handled) return;
    e.preventDefault();
    focusPending.current = true;
    setKeys(outcome.state);
    if (outcome.effect?.type === 'toggle') editing.toggleCell(active.row, active.col);
    if (outcome.effect?.type === 'clear' && !readOnly) editing.clearRange(rangeOf(keys.selection));
  };

  const closeEditor = useCallback(() => {
    focusPending.current = true;
    setKeys((k) => ({ ...k, editing: null }));
  }, [focusPending]);
  const activeColumn = columns[active.col];
  const editor =
    keys.editing && activeColumn && store.rowAt(active.row) ? (
      <CellEditorHost
        gridColumn={activeColumn}
        value={store.rowAt(active.row)?.[activeColumn.column.title]}
        initialText={keys.editing.initialText}
        services={editing.servicesFor(active.row, services)}
        onCancel={closeEditor}
        onCommit={(value) => {
          if (editing.commitCell(active.row, active.col, value)) closeEditor();
        }}
      />
    ) : undefined;

  // The scrolling columns on screen, plus the active one so focus never lands on a cell that is not drawn.
  const drawnCols = useMemo(() => {
    const cols: number[] = [];
    for (let c = colWin.first; c <= colWin.last; c++) cols.push(c);
    if (active.col >= layout.frozenCount && !cols.includes(active.col)) cols.push(active.col);
    return cols;
  }, [colWin.first, colWin.last, active.col, layout.frozenCount]);
  const range = useMemo(() => rangeOf(keys.selection), [keys.selection]);
  // `clipboard` is declared below; the handle calls it only when released
  const fillHandle = useFillHandle(range.bottom, (toRow) => clipboard.fill(toRow));
  const pointer = useGridPointer({ setKeys, focusPending, editModeOf, toggleCell: editing.toggleCell, fillHandle });
  // while the fill handle is dragged, the rows it would fill show as selected
  const { fillTo } = fillHandle;
  const shownRange = useMemo(
    () => (fillTo !== undefined && fillTo > range.bottom ? { ...range, bottom: fillTo } : range),
    [fillTo, range],
  );
  const spacerHeight = scrollHeightOf(geometry);

  const pks = useMemo(() => meta.columns.filter((c) => c.pk), [meta.columns]);
  const selectRange = useCallback(
    (target: { top: number; left: number; bottom: number; right: number }) =>
      setKeys((k) => ({
        ...k,
        selection: { active: { row: target.top, col: target.left }, anchor: { row: target.bottom, col: target.right } },
      })),
    [],
  );
  const clipboard = useGridClipboard({
    projectId,
    tableId: meta.id,
    viewId: view.id,
    store,
    columns,
    pks,
    readOnly,
    active,
    range,
    select: selectRange,
    onSaved: recordStep,
  });

  const newRowHint = t('grid.newRowHint');
  const menuLabel = useCallback((title: string) => t('grid.column.menu', { title }), [t]);
  const resizeLabel = useCallback((title: string) => t('grid.column.resize', { title }), [t]);

  const goToRow = useCallback(
    (row: number) => {
      focusPending.current = true;
      setKeys(initialKeyState({ row, col: 0 }));
      refocus();
    },
    [focusPending, refocus],
  );
  const rowCommands = useRowCommands({
    meta,
    store,
    paths: recordPaths,
    range,
    confirm,
    record: recordStep,
    goToRow,
    newRecordValues: props.newRecordValues,
    insertNew: editing.insertNew,
  });

  return (
    <div className="grid-frame" style={props.maxHeight ? { flex: 'none', maxHeight: props.maxHeight } : undefined}>
      <div
        ref={scroller}
        role="grid"
        aria-label={t('grid.label', { title: meta.title })}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length}
        aria-multiselectable
        aria-readonly={readOnly || undefined}
        className={rowHeight > 32 ? 'grid-scroller is-tall' : 'grid-scroller'}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onMouseDown={pointer.onMouseDown}
        onMouseOver={pointer.onMouseOver}
        onClick={pointer.onClick}
        onDoubleClick={pointer.onDoubleClick}
        onCopy={clipboard.onCopy}
        onCut={clipboard.onCut}
        onPaste={clipboard.onPaste}
      >
        <div className="grid-canvas" style={{ width: canvasWidth, height: HEADER_HEIGHT + spacerHeight }}>
          <GridHeader
            columns={columns}
            layout={layout}
            drawn={drawnCols}
            rowNumberWidth={rowNumberWidth}
            height={HEADER_HEIGHT}
            width={dataWidth}
            menuOf={columnMenu.menuOf}
            menuLabel={menuLabel}
            addField={addField}
            onResize={canEditView ? columnEdits.resize : undefined}
            onMove={canEditView ? columnEdits.move : undefined}
            resizeLabel={resizeLabel}
          />
          <RowLayer
            store={store}
            scrollTop={scrollTop}
            geometry={geometry}
            known={known}
            columns={columns}
            layout={layout}
            drawnCols={drawnCols}
            rowNumberWidth={rowNumberWidth}
            width={canvasWidth}
            active={active}
            range={range}
            shownRange={shownRange}
            editing={!!keys.editing}
            editor={editor}
            editableCol={editableCol}
            newRowHint={newRowHint}
            fillable={!readOnly && known && rowCount > 0 && !keys.editing}
            fillTitle={t('grid.fillHandle')}
            onFillStart={fillHandle.start}
            scrollLeft={viewport.scrollLeft}
          />
        </div>
        {known && rowCount === 0 && (
          <Empty className="grid-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('views.noRecords')} />
        )}
      </div>
      <GridFooter
        rowCount={known ? rowCount : undefined}
        deletable={known && rowCount > 0 ? range.bottom - range.top + 1 : 0}
        canEdit={!readOnly}
        progress={clipboard.progress}
        onAdd={() => void rowCommands.add()}
        onExpand={known && rowCount > 0 ? () => setExpanded(active.row) : undefined}
        onDelete={rowCommands.remove}
      />
      {confirmHolder}
      {columnMenu.confirmHolder}
      {expanded !== undefined && store.rowAt(expanded) && (
        <ExpandedRecordHost
          columns={columns}
          row={store.rowAt(expanded)!}
          rowNumber={expanded + 1}
          readOnly={readOnly}
          services={editing.servicesFor(expanded, services)}
          onCommit={(col, value) => editing.commitCell(expanded, col, value)}
          onClose={() => {
            setExpanded(undefined);
            focusPending.current = true;
            refocus();
          }}
        />
      )}
    </div>
  );
}
