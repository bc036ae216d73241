import { Suspense } from 'react';
import type { CellServices } from '@basalt/ui';
import type { GridColumn } from '../data/grid-columns';

interface Props {
  gridColumn: GridColumn;
  value: unknown;
  initialText?: string;
  services: CellServices;
  onCommit: (value: unknown) => void;
  onCancel: () => void;
}

/**
 * The cell's own Editor, drawn over the cell (at least the cell's size, above its neighbours). Heavy editors are
 * lazy components: the fallback keeps the cell's place while one loads.
 */
export function CellEditorHost({ gridColumn, value, initialText, services, onCommit, onCancel }: Props) {
  const { Editor } = gridColumn.cell;
  if (!Editor) return null;
  return (
    <div className="grid-editor" onMouseDown={(e) => e.stopPropagation()} onDoubleClick={(e) => e.stopPropagation()}>
      <Suspense fallback={<span className="grid-cell-loading" />}>
        <Editor
          value={value}
          column={gridColumn.column}
          initialText={initialText}
          onCommit={onCommit}
          onCancel={onCancel}
          services={services}
        />
      </Suspense>
    </div>
  );
}
