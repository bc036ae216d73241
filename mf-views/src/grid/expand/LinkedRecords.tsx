import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extractErrorText, type ColumnMeta } from '@basalt/core';
import { useShell } from '../../shell-context';
import { linkRecordsOf, linkTypeOf, type CellDefinition, type CellServices, type LinkRecord } from '@basalt/ui';

interface Props {
  column: ColumnMeta;
  /** The record's value for the field (a bt link's one record; hm/mm lists as the grid read them). */
  value: unknown;
  cell: CellDefinition;
  services: CellServices;
  editable: boolean;
  /** Opens a linked record stacked on this one. */
  onOpen: (record: LinkRecord) => void;
}

/**
 * A link field in the expanded record: its linked records by display value, each opened with a click or unlinked
 * with its ×, and the grid's own picker (the link cell's editor) to link more. hm/mm records are read through the
 * nested routes (the grid's value may hold only a page of them); a bt link is its one value.
 */
export function LinkedRecords({ column, value, cell, services, editable, onOpen }: Props) {
  const { t } = useTranslation();
  const { links } = services;
  const { toast } = useShell();
  const single = linkTypeOf(column) === 'bt';
  const [listed, setListed] = useState<LinkRecord[]>(() => linkRecordsOf(value, column));
  const [picking, setPicking] = useState(false);

  const reload = useCallback(() => {
    if (!links || single) return;
    links.linked(column).then(setListed, () => undefined);
    // the field, not the services object (built on each render), decides what to read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [column.id, single, !links]);
  useEffect(reload, [reload]);
  // a bt link (and a record without links service) shows its value, which the grid reads again after each change
  useEffect(() => {
    if (single || !links) setListed(linkRecordsOf(value, column));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, single]);

  const unlink = async (record: LinkRecord) => {
    try {
      await links?.unlink(column, record);
      setListed((before) => before.filter((r) => r.id !== record.id));
    } catch (err) {
      toast.error(await extractErrorText(err));
    }
  };

  const { Editor } = cell;
  return (
    <div className="expanded-links">
      {listed.length ? (
        <ul className="expanded-links-list" aria-label={column.title}>
          {listed.map((record) => (
            <li key={record.id} className="expanded-link">
              <button
                type="button"
                className="expanded-link-open"
                aria-label={t('grid.expand.openLinked', { title: record.label || record.id })}
                onClick={() => onOpen(record)}
              >
                {record.label || record.id}
              </button>
              {editable && links && (
                <button
                  type="button"
                  className="expanded-link-unlink"
                  aria-label={t('cells.link.unlink', { title: record.label })}
                  title={t('cells.link.unlink', { title: record.label })}
                  onClick={() => void unlink(record)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="expanded-links-none">{t('cells.link.none')}</p>
      )}
      {editable && Editor && !picking && (
        <button type="button" className="expanded-links-add" onClick={() => setPicking(true)}>
          {t('grid.expand.linkRecords')}
        </button>
      )}
      {picking && Editor && (
        <div className="expanded-record-editor">
          <Suspense fallback={null}>
            <Editor
              value={value}
              column={column}
              services={services}
              onCommit={() => undefined}
              onCancel={() => {
                setPicking(false);
                reload();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
