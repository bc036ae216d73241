import { useMemo, useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractErrorText } from '@basalt/core';
import type { CellServices, LinkRecord } from '@basalt/ui';
import { useShell } from '../../shell-context';
import { gridColumnsOf } from '../data/grid-columns';
import type { LinkedRecord } from '../edit/link-services';
import { RecordFields } from './RecordFields';

interface Props {
  record: LinkedRecord;
  /** The title of the record under this one, for the way back. */
  below: string;
  /** The user may change records here (the same rights as in the record below). */
  editable: boolean;
  /** The record below's file uploads (the storage API serves every table alike). */
  uploadFiles: CellServices['uploadFiles'];
  onOpen: (column: LinkedRecord['meta']['columns'][number], record: LinkRecord) => void;
  onBack: () => void;
}

/**
 * A linked record opened from the expanded record, stacked on top of it: its fields edited in place like the
 * record below (each change saved through its own table's record route, and put back with a message if refused),
 * its links listed, changed and opened in turn; Back or Esc returns to the record below.
 */
export function StackedRecord({ record, below, editable, uploadFiles, onOpen, onBack }: Props) {
  const { t } = useTranslation();
  const { toast } = useShell();
  const [row, setRow] = useState(record.row);
  const [editing, setEditing] = useState(false);
  const columns = useMemo(() => gridColumnsOf(record.meta, []), [record.meta]);
  const first = columns[0];
  const title = first ? first.cell.toText(row[first.column.title], first.column) : '';
  const failed = async (err: unknown) => toast.error(await extractErrorText(err));
  const links = useMemo(
    () => ({
      ...record.links,
      link: async (...args: Parameters<typeof record.links.link>) => {
        await record.links.link(...args);
        setRow(await record.reload());
      },
      unlink: async (...args: Parameters<typeof record.links.unlink>) => {
        await record.links.unlink(...args);
        setRow(await record.reload());
      },
    }),
    [record],
  );
  const commit = (col: number, value: unknown) => {
    const column = columns[col]?.column;
    if (!column) return true;
    const before = row;
    setRow({ ...row, [column.title]: value });
    record.save({ [column.title]: value }).then(
      (saved) => setRow((now) => ({ ...now, ...saved })),
      (err) => {
        setRow(before);
        void failed(err);
      },
    );
    return true;
  };
  return (
    <Modal
      open
      className="expanded-record expanded-record-stacked"
      title={
        <span className="expanded-record-stacked-title">
          <span className="expanded-record-table">{record.meta.title}</span>
          {title || record.meta.title}
        </span>
      }
      footer={
        <Button onClick={onBack} aria-label={t('grid.expand.back', { title: below })}>
          {t('grid.expand.back', { title: below })}
        </Button>
      }
      width={600}
      keyboard={!editing}
      onCancel={onBack}
    >
      <RecordFields
        columns={columns}
        row={row}
        editable={editable}
        services={{ links, uploadFiles }}
        onCommit={commit}
        onOpenLink={onOpen}
        onEditingChange={setEditing}
      />
    </Modal>
  );
}
