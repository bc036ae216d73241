import { lazy, Suspense, useEffect, useState } from 'react';
import {
  AppstoreOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FormOutlined,
  LockOutlined,
  MoreOutlined,
  PlusOutlined,
  ProjectOutlined,
  TableOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TableListItem, ViewMeta } from '@basalt/core';
import { MenuButton, useConfirm, type MenuEntry } from '@basalt/ui';
import { useViewActions } from './use-view-actions';
import type { ViewsCache } from './use-views-cache';
import type { CreatableView } from './view-api';
import { isDefaultView, isLockedView, uniqueViewTitle, viewNameProblem } from './view-rules';
import './view-list.css';

// the naming dialog (antd Modal and Form) is fetched when first opened, not with the sidebar (docs/PERFORMANCE.md)
const RenameDialog = lazy(() => import('../../components/RenameDialog').then((m) => ({ default: m.RenameDialog })));

/** Icons by view type (backend/src/meta/types.ts VIEW_TYPES: form 1, gallery 2, grid 3, kanban 4). */
const TYPE_ICONS: Record<number, typeof TableOutlined> = {
  1: FormOutlined,
  2: AppstoreOutlined,
  3: TableOutlined,
  4: ProjectOutlined,
};

type Naming = { kind: 'create'; type: CreatableView } | { kind: 'rename' | 'duplicate'; view: ViewMeta };

/** The kinds of view the sidebar offers to create, with their icon (gallery, kanban and calendar come later). */
const CREATE_CHOICES: { type: CreatableView; icon: typeof TableOutlined }[] = [
  { type: 'grid', icon: TableOutlined },
  { type: 'form', icon: FormOutlined },
];

interface Props {
  table: TableListItem;
  cache: ViewsCache;
  /** Owners and creators create, rename, lock and delete views; others only open them. */
  canManage: boolean;
  /** After a click opened a view. */
  onOpened?: () => void;
}

/** One table's views in the sidebar, the default first: open on click, manage from each view's menu. */
export function ViewList({ table, cache, canManage, onOpened }: Props) {
  const { t } = useTranslation();
  const [confirm, confirmHolder] = useConfirm();
  const [naming, setNaming] = useState<Naming | undefined>(undefined);
  const views = cache.viewsOf(table);
  const actions = useViewActions(table, views ?? [], cache.update);

  useEffect(() => {
    cache.load(table);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load again only for another table or a renamed one
  }, [table.id, table.title]);

  if (!views) {
    return (
      <p className="view-list-status" role="status">
        {t('viewList.loading')}
      </p>
    );
  }

  const confirmDelete = (view: ViewMeta) =>
    confirm({
      title: t('viewList.deleteTitle', { title: view.title }),
      content: t('viewList.deleteBody'),
      okText: t('workspace.common.delete'),
      danger: true,
      cancelText: t('workspace.common.cancel'),
      onOk: () => actions.remove(view),
    });

  const menuOf = (view: ViewMeta): MenuEntry[] => {
    const locked = isLockedView(view);
    const entries: MenuEntry[] = [
      {
        key: 'rename',
        icon: <EditOutlined />,
        label: t('workspace.common.rename'),
        onSelect: () => setNaming({ kind: 'rename', view }),
      },
      {
        key: 'duplicate',
        icon: <CopyOutlined />,
        label: t('viewList.duplicate'),
        onSelect: () => setNaming({ kind: 'duplicate', view }),
      },
      {
        key: 'lock',
        icon: locked ? <UnlockOutlined /> : <LockOutlined />,
        label: locked ? t('viewList.unlock') : t('viewList.lock'),
        onSelect: () => void actions.toggleLock(view),
      },
    ];
    // the server refuses to delete a table's default view (backend/src/views/views.ts): the menu does not offer it
    if (!isDefaultView(view)) {
      entries.push('divider', {
        key: 'delete',
        icon: <DeleteOutlined />,
        danger: true,
        label: t('workspace.common.delete'),
        onSelect: () => confirmDelete(view),
      });
    }
    return entries;
  };

  const problemText = (value: string, exceptId?: string) => {
    const problem = viewNameProblem(value, views, exceptId);
    return problem && t(`viewList.name_${problem}`);
  };

  const dialog = (() => {
    if (!naming) return null;
    if (naming.kind === 'create') {
      const { type } = naming;
      return {
        title: t(type === 'form' ? 'viewList.createFormTitle' : 'viewList.createTitle'),
        initial: uniqueViewTitle(t(type === 'form' ? 'viewList.formView' : 'viewList.gridView'), views),
        exceptId: undefined,
        save: (title: string) => actions.create(type, title),
      };
    }
    if (naming.kind === 'rename') {
      const { view } = naming;
      return {
        title: t('viewList.renameTitle'),
        initial: view.title,
        exceptId: view.id,
        save: (title: string) => actions.rename(view, title),
      };
    }
    const { view } = naming;
    return {
      title: t('viewList.duplicateTitle', { title: view.title }),
      initial: uniqueViewTitle(t('viewList.copyOf', { title: view.title }), views),
      exceptId: undefined,
      save: (title: string) => actions.duplicate(view, title),
    };
  })();

  return (
    <>
      {confirmHolder}
      <ul className="view-list" aria-label={t('viewList.label', { title: table.title })}>
        {views.map((view) => {
          const Icon = TYPE_ICONS[view.type] ?? TableOutlined;
          const active = actions.activeView?.id === view.id;
          return (
            <li key={view.id} className={`view-list-item${active ? ' is-active' : ''}`} data-testid="view-item">
              <button
                type="button"
                className="view-list-open"
                aria-current={active ? 'page' : undefined}
                title={view.title}
                onClick={() => {
                  actions.open(view);
                  onOpened?.();
                }}
              >
                <Icon aria-hidden />
                <span className="view-list-title">{view.title}</span>
                {isLockedView(view) && (
                  <LockOutlined className="view-list-lock" aria-label={t('viewList.locked')} role="img" />
                )}
              </button>
              {canManage && (
                <MenuButton
                  className="view-list-menu"
                  label={t('viewList.actions', { title: view.title })}
                  items={menuOf(view)}
                >
                  <MoreOutlined />
                </MenuButton>
              )}
            </li>
          );
        })}
      </ul>
      {canManage && (
        <div className="view-list-create-row" role="group" aria-label={t('viewList.createGroup')}>
          {CREATE_CHOICES.map(({ type, icon: Icon }) => (
            <button
              key={type}
              type="button"
              className="view-list-create"
              aria-label={t(type === 'form' ? 'viewList.createForm' : 'viewList.create')}
              title={t(type === 'form' ? 'viewList.createForm' : 'viewList.create')}
              onClick={() => setNaming({ kind: 'create', type })}
            >
              <PlusOutlined aria-hidden />
              <Icon aria-hidden />
              <span>{t(type === 'form' ? 'viewList.typeForm' : 'viewList.typeGrid')}</span>
            </button>
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        {dialog && (
          <RenameDialog
            open
            title={dialog.title}
            label={t('viewList.name')}
            initial={dialog.initial}
            validate={(value) => problemText(value, dialog.exceptId)}
            onClose={() => setNaming(undefined)}
            onSave={(value) => dialog.save(value.trim())}
          />
        )}
      </Suspense>
    </>
  );
}
