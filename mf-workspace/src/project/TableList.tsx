import { lazy, Suspense, useState } from 'react';
import { Empty } from 'antd';
import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  HolderOutlined,
  MoreOutlined,
  RightOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tableNameError, type TableListItem } from '@basalt/core';
import { MenuButton, useConfirm } from '@basalt/ui';
import { useViewsCache } from './views/use-views-cache';
import { ViewList } from './views/ViewList';

// the rename dialog (antd Modal and Form) is fetched when first opened, not with the sidebar
const RenameDialog = lazy(() => import('../components/RenameDialog').then((m) => ({ default: m.RenameDialog })));

interface Props {
  tables: TableListItem[];
  activeId: string | undefined;
  strict: boolean;
  onOpen: (table: TableListItem) => void;
  onRename: (table: TableListItem, title: string) => Promise<boolean>;
  onDelete: (table: TableListItem) => Promise<void>;
  onMove: (from: number, to: number) => void;
  /**
   * Whether the user may create, rename, lock and delete views (owners and creators: `canManageViews(roles)` in
   * ./views/view-rules). Defaults to true; the server refuses others anyway.
   */
  canManageViews?: boolean;
  /** Whether the user may rename, reorder and delete tables (owners and creators). */
  canManageTables?: boolean;
  /** Called after a view is opened from the list (on a phone the drawer then closes, as it does for a table). */
  onViewOpened?: () => void;
}

/**
 * The project's tables: open on click, drag to reorder, rename and delete from the row's menu; expand one to list
 * its views (the open table is expanded).
 */
export function TableList({
  tables,
  activeId,
  strict,
  onOpen,
  onRename,
  onDelete,
  onMove,
  canManageViews = true,
  canManageTables = true,
  onViewOpened,
}: Props) {
  const { t } = useTranslation();
  // antd's Modal is fetched when a delete is first confirmed, not with the sidebar (docs/PERFORMANCE.md)
  const [confirm, confirmHolder] = useConfirm();
  const [dragging, setDragging] = useState<number | undefined>(undefined);
  const [over, setOver] = useState<number | undefined>(undefined);
  const [renaming, setRenaming] = useState<TableListItem | undefined>(undefined);
  // what the user toggled; a table without an entry is expanded while it is the open one
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const viewsCache = useViewsCache();
  const isExpanded = (table: TableListItem) => toggled[table.id] ?? table.id === activeId;

  if (tables.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workspace.sidebar.noTables')} />;
  }

  const confirmDelete = (table: TableListItem) =>
    confirm({
      title: t('workspace.tables.deleteTitle', { title: table.title }),
      content: t('workspace.tables.deleteBody'),
      okText: t('workspace.common.delete'),
      danger: true,
      cancelText: t('workspace.common.cancel'),
      onOk: () => onDelete(table),
    });

  return (
    <>
      {confirmHolder}
      <ul className="table-list" aria-label={t('workspace.sidebar.tables')}>
        {tables.map((table, index) => (
          <li key={table.id} className="table-list-entry">
            <div
              className={[
                'table-list-item',
                table.id === activeId ? 'is-active' : '',
                over === index && dragging !== undefined && dragging !== index ? 'is-drop-target' : '',
              ].join(' ')}
              draggable={canManageTables}
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
              <button
                type="button"
                className="table-list-expand"
                aria-expanded={isExpanded(table)}
                aria-label={t('viewList.toggle', { title: table.title })}
                onClick={() => setToggled((all) => ({ ...all, [table.id]: !isExpanded(table) }))}
              >
                {isExpanded(table) ? (
                  <DownOutlined aria-hidden />
                ) : (
                  <RightOutlined aria-hidden className="table-list-chevron" />
                )}
              </button>
              <button type="button" className="table-list-open" onClick={() => onOpen(table)} title={table.title}>
                {/* the grip takes the table icon's place while hovered, so hidden it leaves no gap */}
                <span className="table-list-icon" aria-hidden>
                  <TableOutlined className="table-list-table-icon" />
                  <HolderOutlined className="table-list-grip" />
                </span>
                <span className="table-list-title">{table.title}</span>
              </button>
              {canManageTables && (
                <MenuButton
                  className="table-list-menu"
                  label={t('workspace.tables.actions', { title: table.title })}
                  items={[
                    {
                      key: 'rename',
                      icon: <EditOutlined />,
                      label: t('workspace.common.rename'),
                      onSelect: () => setRenaming(table),
                    },
                    {
                      key: 'delete',
                      icon: <DeleteOutlined />,
                      danger: true,
                      label: t('workspace.common.delete'),
                      onSelect: () => confirmDelete(table),
                    },
                  ]}
                >
                  <MoreOutlined />
                </MenuButton>
              )}
            </div>
            {isExpanded(table) && (
              <ViewList table={table} cache={viewsCache} canManage={canManageViews} onOpened={onViewOpened} />
            )}
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
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
      </Suspense>
    </>
  );
}
