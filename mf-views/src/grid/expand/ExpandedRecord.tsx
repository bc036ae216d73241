import { Suspense, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractErrorText, type ColumnMeta } from '@basalt/core';
import { TypeIcon, type CellServices, type LinkRecord } from '@basalt/ui';
import { useShell } from '../../shell-context';
import type { GridColumn } from '../data/grid-columns';
import type { Row } from '../data/row-store';
import { readLinkedRecord, type LinkedRecord } from '../edit/link-services';
import { LinkedRecords } from './LinkedRecords';
import { StackedRecord } from './StackedRecord';
import './expanded-record.css';

export interface ExpandedRecordProps {
  /** Every field of the view, the display field first. */
  columns: readonly GridColumn[];
  row: Row;
  rowNumber: number;
  readOnly: boolean;
  services: CellServices;
  /** Saves one field's value; false keeps its editor open (the value was refused, and the grid said why). */
  onCommit: (col: number, value: unknown) => boolean;
  onClose: () => void;
}

/**
 * One record as a form (the expanded record): each field with its name and value; Enter or a click on a value
 * opens the field's own editor (the grid's cells), which saves like a cell edit. Tab walks the fields, Esc
 * closes an editor and then the record. A link field lists its linked records, linked and unlinked there with the
 * grid's picker; a linked record opens stacked on top, with a way back. Loaded when first opened.
 */
export default function ExpandedRecord(props: ExpandedRecordProps) {
  const { t } = useTranslation();
  const { columns, row, readOnly } = props;
  const { api, toast } = useShell();
  const [editing, setEditing] = useState<number | undefined>(undefined);
  // the linked records opened on top of this one, the last on top
  const [stack, setStack] = useState<Array<LinkedRecord & { title: string }>>([]);
  const display = columns[0] ? columns[0].cell.toText(row[columns[0].column.title], columns[0].column) : '';
  const title = display || t('grid.expand.untitled', { number: props.rowNumber });
  const open = (column: ColumnMeta, record: LinkRecord) => {
    readLinkedRecord(api, column, record).then(
      (read) => read && setStack((below) => [...below, { ...read, title: record.label || record.id }]),
      async (err) => toast.error(await extractErrorText(err)),
    );
  };
  const top = stack[stack.length - 1];
  return (
    <>
      <Modal
        open
        className="expanded-record"
        title={title}
        footer={null}
        width={640}
        keyboard={editing === undefined && !top}
        onCancel={props.onClose}
      >
        <dl className="expanded-record-fields">
          {columns.map(({ column, cell }, col) => {
            const value = row[column.title];
            const editable = !readOnly && cell.editMode !== 'readonly' && !!cell.Editor;
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
                      services={props.services}
                      editable={editable}
                      onOpen={(record) => open(column, record)}
                    />
                  ) : editing === col && Editor ? (
                    <div className="expanded-record-editor">
                      <Suspense fallback={null}>
                        <Editor
                          value={value}
                          column={column}
                          services={props.services}
                          onCommit={(next) => props.onCommit(col, next) && setEditing(undefined)}
                          onCancel={() => setEditing(undefined)}
                        />
                      </Suspense>
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="expanded-record-value"
                      aria-label={`${column.title}: ${cell.toText(value, column)}`}
                      disabled={!editable}
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
      </Modal>
      {top && (
        <StackedRecord
          key={stack.length}
          record={top}
          below={stack.length > 1 ? stack[stack.length - 2]!.title : title}
          onOpen={open}
          onBack={() => setStack((all) => all.slice(0, -1))}
        />
      )}
    </>
  );
}
