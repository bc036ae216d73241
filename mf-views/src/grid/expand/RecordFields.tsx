import { Suspense, useState } from 'react';
import type { ColumnMeta } from '@basalt/core';
import { TypeIcon, type CellServices, type LinkRecord } from '@basalt/ui';
import type { GridColumn } from '../data/grid-columns';
import { LinkedRecords } from './LinkedRecords';

interface Props {
  columns: readonly GridColumn[];
  row: Record<string, unknown>;
  /** The user may change this record (role and view allow it); each field's own cell still decides for itself. */
  editable: boolean;
  services: CellServices;
  /** Saves one field's value; false keeps its editor open (the value was refused, and the user was told why). */
  onCommit: (col: number, value: unknown) => boolean;
  onOpenLink: (column: ColumnMeta, record: LinkRecord) => void;
  /** Hears when a field's editor opens or closes: Esc then closes the editor, not the record. */
  onEditingChange?: (editing: boolean) => void;
}

/**
 * A record's fields as a form, shared by the expanded record and the linked records stacked on it: each field
 * with its name and value; Enter or a click on a value opens the field's own editor (the grid's cells); a link
 * field lists its linked records, which open in turn.
 */
export function RecordFields({ columns, row, editable, services, onCommit, onOpenLink, onEditingChange }: Props) {
  const [editing, setEditingState] = useState<number | undefined>(undefined);
  const setEditing = (col: number | undefined) => {
    setEditingState(col);
    onEditingChange?.(col !== undefined);
  };
  return (
    <dl className="expanded-record-fields">
      {columns.map(({ column, cell }, col) => {
        const value = row[column.title];
        const canEdit = editable && cell.editMode !== 'readonly' && !!cell.Editor;
        const { Display, Editor } = cell;
        return (
          <div key={column.id} className="expanded-record-field">
            <dt>
              <TypeIcon uidt={column.uidt} /> {column.title}
            </dt>
            <dd>
              {column.uidt === 'LinkToAnotherRecord' ? (
                <LinkedRecords
                  column={column}
                  value={value}
                  cell={cell}
                  services={services}
                  editable={canEdit}
                  onOpen={(record) => onOpenLink(column, record)}
                />
              ) : editing === col && Editor ? (
                <div className="expanded-record-editor">
                  <Suspense fallback={null}>
                    <Editor
                      value={value}
                      column={column}
                      services={services}
                      onCommit={(next) => onCommit(col, next) && setEditing(undefined)}
                      onCancel={() => setEditing(undefined)}
                    />
                  </Suspense>
                </div>
              ) : (
                <button
                  type="button"
                  className="expanded-record-value"
                  aria-label={`${column.title}: ${cell.toText(value, column)}`}
                  disabled={!canEdit}
                  onClick={() => setEditing(col)}
                >
                  <Display value={value} column={column} />
                </button>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
