import { memo } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { MenuButton, type MenuEntry } from '@basalt/ui';
import type { GridColumn } from '../data/grid-columns';
import type { ColumnLayout } from '../virtual/columns';
import { TypeIcon } from './type-icon';

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
}

/**
 * The sticky header row: a type icon, the title and the menu of each column (frozen ones stick to the inline
 * start), and after the last one the button that adds a field.
 */
export const GridHeader = memo(function GridHeader(props: Props) {
  const { columns, layout, drawn, rowNumberWidth, height, width } = props;
  const header = (index: number) => {
    const { column } = columns[index]!;
    const frozen = index < layout.frozenCount;
    const menu = props.menuOf(index);
    return (
      <div
        key={column.id}
        role="columnheader"
        aria-colindex={index + 1}
        className={frozen ? 'grid-hcell grid-frozen' : 'grid-hcell'}
        title={column.title}
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
