import { useMemo } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractErrorText, type ColumnMeta, type TableMeta } from '@basalt/core';
import { useShell } from '../shell-context';
import { columnActions } from '../grid/header/column-actions';
import { FieldEditor } from './FieldEditor';
import type { ColumnBody } from './column-body';
import { tableSourceOf } from './virtual/table-source';
import type { VirtualColumnBody } from './virtual/virtual-body';

interface Props {
  meta: TableMeta;
  /** The field to edit; none to add one. */
  column?: ColumnMeta;
  onClose: () => void;
  /** The field was saved: the table's fields must be read again. */
  onSaved: () => void;
}

/**
 * The field editor in a dialog over the grid, saving through the column routes (docs/API.md §1.6). A refusal (a
 * type change whose values do not convert, a name taken, a formula it cannot run) shows the server's message and
 * keeps what was typed.
 * Loaded when first opened (the grid's own code stays small).
 */
export default function FieldDialog({ meta, column, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { api, toast } = useShell();
  const mode = column ? 'edit' : 'add';
  const source = useMemo(() => tableSourceOf(api, meta), [api, meta]);
  const save = async (body: ColumnBody | VirtualColumnBody) => {
    try {
      const actions = columnActions(api);
      await (column ? actions.update(column.id, body) : actions.add(meta.id, body));
      onSaved();
      onClose();
      return true;
    } catch (err) {
      const message = await extractErrorText(err);
      toast.error(message);
      return message;
    }
  };
  return (
    <Modal
      open
      className="field-dialog"
      title={t(mode === 'edit' ? 'fieldEditor.editTitle' : 'fieldEditor.addTitle')}
      footer={null}
      width={480}
      keyboard={false}
      mask={{ closable: false }}
      onCancel={onClose}
      destroyOnHidden
    >
      <FieldEditor
        mode={mode}
        initial={column}
        existingTitles={meta.columns.map((c) => c.title)}
        onSubmit={save}
        onCancel={onClose}
        source={source}
      />
    </Modal>
  );
}
