import { memo, useState, type PointerEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { MenuButton, TypeIcon, type MenuEntry } from '@basalt/ui';
import type { GridColumn } from '../data/grid-columns';
import type { ColumnLayout } from '../virtual/columns';

interface Props {
  columns: readonly GridColumn[];
  layout: ColumnLayout;
  /** Scrolling columns to draw (the frozen ones always are). */
  drawn: readonly number[];
  rowNumberWidth: number;
  height: number;
  width: number;
  /** The entries of a column's menu; none means no menu (a viewer). */
  menuOf: (index: number) => MenuEntry[];
  /** Accessible name of a column's menu button. */
  menuLabel: (title: string) => string;
  /** Shown after the last column when the user may add fields. */
  addField?: { label: string; onClick: () => void };
  /** Dragging a column's end edge: the new width, `done` on release. None: columns cannot be resized. */
  onResize?: (index: number, width: number, done: boolean) => void;
  /** A column dragged onto another's place. */
  onMove?: (from: number, to: number) => void;
  /** Accessible name of a column's resize handle. */
  resizeLabel?: (title: string) => string;
}

/** Follows the pointer from the handle until it is released (pointer capture keeps the events on the handle). */
function startResize(
  event: PointerEvent<HTMLElement>,
  width: number,
  onChange: (width: number, done: boolean) => void,
) {
  event.preventDefault();
  event.stopPropagation();
  const handle = event.currentTarget;
  const startX = event.clientX;
  const rtl = getComputedStyle(handle).direction === 'rtl';
  const widthAt = (x: number) => width + (rtl ? startX - x : x - startX);
  handle.setPointerCapture?.(event.pointerId);
  const moveTo = (e: globalThis.PointerEvent) => onChange(widthAt(e.clientX), false);
  const release = (e: globalThis.PointerEvent) => {
    handle.removeEventListener('pointermove', moveTo);
    handle.removeEventListener('pointerup', release);
    onChange(widthAt(e.clientX), true);
  };
  handle.addEventListener('pointermove', moveTo);
  handle.addEventListener('pointerup', release);
}

/**
 * The sticky header row: a type icon, the title and the menu of each column (frozen ones stick to the inline
 * start), and after the last one the button that adds a field.
 */
export const GridHeader = memo(function GridHeader(props: Props) {
  const { columns, layout, drawn, rowNumberWidth, height, width, onResize, onMove } = props;
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const header = (index: number) => {
    const { column } = columns[index]!;
    const frozen = index < layout.frozenCount;
    const menu = props.menuOf(index);
    const movable = !!onMove && !column.pv;
    return (
      <div
        key={column.id}
        role="columnheader"
        aria-colindex={index + 1}
        className={[
          'grid-hcell',
          frozen ? 'grid-frozen' : '',
          dragged !== undefined && dragged !== index ? 'is-drop-target' : '',
        ].join(' ')}
        title={column.title}
        draggable={movable}
        onDragStart={(e) => {
          setDragged(index);
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', column.id);
        }}
        onDragOver={(e) => {
          if (dragged !== undefined && onMove && !column.pv) e.preventDefault();
        }}
        onDrop={(e) => {
          e.preventDefault();
          if (dragged !== undefined) onMove?.(dragged, index);
          setDragged(undefined);
        }}
        onDragEnd={() => setDragged(undefined)}
        style={{
          width: layout.widths[index],
          insetInlineStart: rowNumberWidth + layout.offsets[index]!,
          ...(index === layout.frozenCount - 1 ? { borderInlineEndColor: '#c8c9d6' } : {}),
        }}
      >
        <TypeIcon uidt={column.uidt} />
        <span className="grid-hcell-title">{column.title}</span>
        {menu.length > 0 && (
          <MenuButton className="grid-hcell-menu" label={props.menuLabel(column.title)} items={menu}>
            <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden focusable="false">
              <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </MenuButton>
        )}
        {onResize && (
          <span
            className="grid-hcell-resize"
            role="separator"
            aria-orientation="vertical"
            aria-label={props.resizeLabel?.(column.title)}
            aria-valuenow={layout.widths[index]}
            onPointerDown={(e) => startResize(e, layout.widths[index]!, (px, done) => onResize(index, px, done))}
          />
        )}
      </div>
    );
  };
  const frozen = Array.from({ length: layout.frozenCount }, (_, i) => i);
  return (
    <div role="rowgroup" className="grid-header">
      <div
        role="row"
        aria-rowindex={1}
        className="grid-row grid-header-row"
        style={{ height, width: width + (props.addField ? 44 : 0) }}
      >
        <div className="grid-rownum grid-frozen" aria-hidden style={{ width: rowNumberWidth, insetInlineStart: 0 }} />
        {frozen.map(header)}
        {drawn.map(header)}
        {props.addField && (
          <button
            type="button"
            className="grid-add-field"
            aria-label={props.addField.label}
            title={props.addField.label}
            style={{ insetInlineStart: width }}
            onClick={props.addField.onClick}
          >
            <PlusOutlined aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
});
