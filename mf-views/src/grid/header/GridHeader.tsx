import { memo } from 'react';
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
}

/** The sticky header row: a type icon and the title of each column; frozen ones stick to the inline start. */
export const GridHeader = memo(function GridHeader({ columns, layout, drawn, rowNumberWidth, height, width }: Props) {
  const header = (index: number) => {
    const { column } = columns[index]!;
    const frozen = index < layout.frozenCount;
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
      </div>
    );
  };
  const frozen = Array.from({ length: layout.frozenCount }, (_, i) => i);
  return (
    <div role="rowgroup" className="grid-header">
      <div role="row" aria-rowindex={1} className="grid-row grid-header-row" style={{ height, width }}>
        <div className="grid-rownum grid-frozen" aria-hidden style={{ width: rowNumberWidth, insetInlineStart: 0 }} />
        {frozen.map(header)}
        {drawn.map(header)}
      </div>
    </div>
  );
});
