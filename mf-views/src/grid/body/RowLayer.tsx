import { memo, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { GridColumn } from '../data/grid-columns';
import type { RowStore } from '../data/row-store';
import { FillHandle } from '../fill/FillHandle';
import type { CellPos, CellRange } from '../keyboard/selection';
import type { ColumnLayout } from '../virtual/columns';
import { drawnRowsOf, rowWindow, rowsPerPage, scrollHeightOf, slotCountOf, type RowGeometry } from '../virtual/rows';
import type { ScrollTop } from '../virtual/use-viewport';
import { GridRow } from './GridRow';

/** Rows sit in a layer moved as one; each row's place in it changes only every LAYER_BLOCK rows. */
const LAYER_BLOCK = 1024;

interface Props {
  store: RowStore;
  /** The scroller's vertical position: this layer alone re-renders as it changes. */
  scrollTop: ScrollTop;
  geometry: RowGeometry;
  /** The view's row count is known (false while it is read again). */
  known: boolean;
  columns: readonly GridColumn[];
  layout: ColumnLayout;
  /** Scrolling columns to draw (the frozen ones always are). */
  drawnCols: readonly number[];
  rowNumberWidth: number;
  width: number;
  active: CellPos;
  /** The selection, and what shows as selected (it grows while the fill handle is dragged). */
  range: CellRange;
  shownRange: CellRange;
  /** An editor is open on the active cell (it may reach below the last row). */
  editing: boolean;
  editor: ReactNode;
  editableCol: (col: number) => boolean;
  newRowHint: string;
  /** The fill handle may show (editable, rows known, no editor open); it shows when the range's end is drawn. */
  fillable: boolean;
  fillTitle: string;
  onFillStart: () => void;
  scrollLeft: number;
}

/**
 * The grid's rows (the rowgroup): the window of rows at the scroller's position, keyed by their slot on screen so
 * scrolling changes their content, not their DOM, and the fill handle. It asks the store for the rows it shows.
 */
export const RowLayer = memo(function RowLayer(props: Props) {
  const { store, geometry, known, active, shownRange, range } = props;
  const { rowCount, rowHeight } = geometry;
  const scrollTop = useSyncExternalStore(props.scrollTop.subscribe, props.scrollTop.get);
  // rows arriving re-render the layer even when nothing else changed (the store is the same object)
  useSyncExternalStore(store.subscribe, store.getVersion);
  const win = rowWindow(scrollTop, geometry);

  // Ask for the rows on screen (the store fetches their pages and prefetches one on each side).
  const wantLast = known ? win.lastVisible : rowsPerPage(geometry);
  useEffect(() => store.want(win.firstVisible, wantLast), [store, win.firstVisible, wantLast, known]);

  const spacerHeight = scrollHeightOf(geometry);
  // A scaled table (a million rows) shifts its rows on every scroll event: moving the layer alone keeps the rows'
  // props unchanged, so only the rows entering the screen are drawn again while the user scrolls.
  const layerTop = Math.floor(win.first / LAYER_BLOCK) * LAYER_BLOCK * rowHeight + win.shift;
  const rows = drawnRowsOf(win, slotCountOf(geometry), active.row, rowCount);
  const showFillHandle = props.fillable && range.bottom >= win.first && range.bottom <= win.last;
  return (
    <div
      role="rowgroup"
      // an open editor's list or panel may reach below the last row
      className={props.editing ? 'grid-body is-editing' : 'grid-body'}
      style={{ height: spacerHeight, width: props.width }}
    >
      <div className="grid-rows-layer" role="none" style={{ transform: `translate3d(0, ${layerTop}px, 0)` }}>
        {rows.map(({ index, key }) => (
          <GridRow
            key={key}
            index={index}
            row={store.rowAt(index)}
            columns={props.columns}
            layout={props.layout}
            drawn={props.drawnCols}
            top={Math.min(Math.max(index * rowHeight + win.shift, -rowHeight), spacerHeight) - layerTop}
            height={rowHeight}
            width={props.width}
            rowNumberWidth={props.rowNumberWidth}
            activeCol={index === active.row ? active.col : -1}
            range={index >= shownRange.top && index <= shownRange.bottom ? shownRange : undefined}
            editableCol={props.editableCol}
            editor={index === active.row ? props.editor : undefined}
            newRowHint={props.newRowHint}
          />
        ))}
      </div>
      {showFillHandle && (
        <FillHandle
          range={range}
          layout={props.layout}
          rowHeight={rowHeight}
          shift={win.shift}
          rowNumberWidth={props.rowNumberWidth}
          scrollLeft={props.scrollLeft}
          title={props.fillTitle}
          onStart={props.onFillStart}
        />
      )}
    </div>
  );
});
