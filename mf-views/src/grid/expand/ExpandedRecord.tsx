import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractErrorText, type ColumnMeta } from '@basalt/core';
import type { CellServices, LinkRecord } from '@basalt/ui';
import { useShell } from '../../shell-context';
import type { GridColumn } from '../data/grid-columns';
import type { Row } from '../data/row-store';
import { readLinkedRecord, type LinkedRecord } from '../edit/link-services';
import { RecordFields } from './RecordFields';
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
  const [editing, setEditing] = useState(false);
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
        keyboard={!editing && !top}
        onCancel={props.onClose}
      >
        <RecordFields
          columns={columns}
          row={row}
          editable={!readOnly}
          services={props.services}
          onCommit={props.onCommit}
          onOpenLink={open}
          onEditingChange={setEditing}
        />
      </Modal>
      {top && (
        <StackedRecord
          key={stack.length}
          record={top}
          below={stack.length > 1 ? stack[stack.length - 2]!.title : title}
          editable={!readOnly}
          uploadFiles={props.services.uploadFiles}
          onOpen={open}
          onBack={() => setStack((all) => all.slice(0, -1))}
        />
      )}
    </>
  );
}
