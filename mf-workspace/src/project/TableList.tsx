import { useState } from 'react';
import { Dropdown, Empty, Modal } from 'antd';
import { DeleteOutlined, EditOutlined, HolderOutlined, MoreOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tableNameError, type TableListItem } from '@basalt/core';
import { RenameDialog } from '../components/RenameDialog';

interface Props {
  tables: TableListItem[];
  activeId: string | undefined;
  strict: boolean;
  onOpen: (table: TableListItem) => void;
  onRename: (table: TableListItem, title: string) => Promise<boolean>;
  onDelete: (table: TableListItem) => Promise<void>;
  onMove: (from: number, to: number) => void;
}

/** The project's tables: open on click, drag to reorder, rename and delete from the row's menu. */
export function TableList({ tables, activeId, strict, onOpen, onRename, onDelete, onMove }: Props) {
  const { t } = useTranslation();
  // the page's own confirm host: the shell's providers no longer wrap every remote in antd's App (and Modal)
  const [modal, modalHolder] = Modal.useModal();
  const [dragging, setDragging] = useState<number | undefined>(undefined);
  const [over, setOver] = useState<number | undefined>(undefined);
  const [renaming, setRenaming] = useState<TableListItem | undefined>(undefined);

  if (tables.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workspace.sidebar.noTables')} />;
  }

  const confirmDelete = (table: TableListItem) =>
    modal.confirm({
      title: t('workspace.tables.deleteTitle', { title: table.title }),
      content: t('workspace.tables.deleteBody'),
      okText: t('workspace.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('workspace.common.cancel'),
      onOk: () => onDelete(table),
    });

  return (
    <>
      {modalHolder}
      <ul className="table-list" aria-label={t('workspace.sidebar.tables')}>
        {tables.map((table, index) => (
          <li
            key={table.id}
            className={[
              'table-list-item',
              table.id === activeId ? 'is-active' : '',
              over === index && dragging !== undefined && dragging !== index ? 'is-drop-target' : '',
            ].join(' ')}
            draggable
            data-testid="table-item"
            onDragStart={(e) => {
              setDragging(index);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', table.id);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(index);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== undefined) onMove(dragging, index);
              setDragging(undefined);
              setOver(undefined);
            }}
            onDragEnd={() => {
              setDragging(undefined);
              setOver(undefined);
            }}
          >
            <button type="button" className="table-list-open" onClick={() => onOpen(table)} title={table.title}>
              <HolderOutlined className="table-list-grip" aria-hidden />
              <TableOutlined aria-hidden />
              <span className="table-list-title">{table.title}</span>
            </button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'rename',
                    icon: <EditOutlined />,
                    label: t('workspace.common.rename'),
                    onClick: () => setRenaming(table),
                  },
                  {
                    key: 'delete',
                    icon: <DeleteOutlined />,
                    danger: true,
                    label: t('workspace.common.delete'),
                    onClick: () => confirmDelete(table),
                  },
                ],
              }}
            >
              <button
                type="button"
                className="table-list-menu"
                aria-label={t('workspace.tables.actions', { title: table.title })}
              >
                <MoreOutlined />
              </button>
            </Dropdown>
          </li>
        ))}
      </ul>
      {renaming && (
        <RenameDialog
          open
          title={t('workspace.tables.renameTitle')}
          label={t('workspace.tables.name')}
          initial={renaming.title}
          validate={(value) => tableNameError(value, strict)}
          onClose={() => setRenaming(undefined)}
          onSave={(title) => onRename(renaming, title.trim())}
        />
      )}
    </>
  );
}
