import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeIcon, type LinkRecord } from '@basalt/ui';
import { gridColumnsOf } from '../data/grid-columns';
import type { LinkedRecord } from '../edit/link-services';
import { LinkedRecords } from './LinkedRecords';

interface Props {
  record: LinkedRecord;
  /** The title of the record under this one, for the way back. */
  below: string;
  onOpen: (column: LinkedRecord['meta']['columns'][number], record: LinkRecord) => void;
  onBack: () => void;
}

/**
 * A linked record opened from the expanded record, stacked on top of it: its fields as they read (to change them,
 * open its own table), its links listed and opened in turn; Back or Esc returns to the record below.
 */
export function StackedRecord({ record, below, onOpen, onBack }: Props) {
  const { t } = useTranslation();
  const columns = gridColumnsOf(record.meta, []);
  const first = columns[0];
  const title = first ? first.cell.toText(record.row[first.column.title], first.column) : '';
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
      onCancel={onBack}
    >
      <dl className="expanded-record-fields">
        {columns.map(({ column, cell }) => {
          const value = record.row[column.title];
          const { Display } = cell;
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
                    services={{ links: record.links }}
                    editable={false}
                    onOpen={(linked) => onOpen(column, linked)}
                  />
                ) : (
                  <div
                    className="expanded-record-value expanded-record-readonly"
                    role="group"
                    aria-label={`${column.title}: ${cell.toText(value, column)}`}
                  >
                    <Display value={value} column={column} />
                  </div>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Modal>
  );
}
