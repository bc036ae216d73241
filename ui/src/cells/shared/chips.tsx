import type { ColumnMeta } from '@basalt/core';
import { optionColour } from './select-colours';
import './chips.css';

/** Select values as coloured chips, cheap enough for every cell of a screen (no antd, no hooks). */
export function Chips({ titles, column }: { titles: readonly string[]; column: ColumnMeta }) {
  return (
    <span className="basalt-chips">
      {titles.map((title) => (
        <span key={title} className="basalt-chip" style={{ background: optionColour(column, title) }}>
          {title}
        </span>
      ))}
    </span>
  );
}
