import { useCallback } from 'react';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  PushpinOutlined,
  SortAscendingOutlined,
  SortDescendingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { extractErrorText, type ColumnMeta } from '@basalt/core';
import { useConfirm, type MenuEntry } from '@basalt/ui';
import { useShell } from '../../shell-context';
import type { GridColumn } from '../data/grid-columns';
import { columnActions } from './column-actions';

export interface ColumnMenuOptions {
  projectId: string;
  viewId: string;
  /** Every field title of the table (hidden ones too): a duplicate's title must differ from them. */
  takenTitles: readonly string[];
  columns: readonly GridColumn[];
  canEditFields: boolean;
  canEditView: boolean;
  onEditField: (column: ColumnMeta) => void;
  /** A field was deleted: the table's fields are read again. */
  onFieldsChanged: () => void;
  /** The view changed: its settings (a field hidden) or its rows' order (a sort). */
  onViewChanged: (what: 'settings' | 'rows') => void;
  /** Columns frozen after the display column, and how to change that (absent: the user may not). */
  frozenCount?: number;
  onFreeze?: (count: number) => void;
}

/** The first of "<title> copy", "<title> copy 2", … (in the user's language) no field of the table has. */
export function copyTitleOf(copy: string, taken: readonly string[]): string {
  const used = new Set(taken.map((title) => title.toLowerCase()));
  if (!used.has(copy.toLowerCase())) return copy;
  let n = 2;
  while (used.has(`${copy} ${n}`.toLowerCase())) n++;
  return `${copy} ${n}`;
}

/** The display column is always frozen; up to this many more may be (docs/API.md §1.8, `frozen_columns`). */
export const MAX_EXTRA_FROZEN = 3;

/**
 * The entries of each column header's menu, by the user's rights (docs/PRODUCT.md §6): owners and creators edit
 * and delete fields; every editing role hides fields and sorts an unlocked view. The display field can be neither
 * hidden nor deleted. Failures show the server's message.
 */
export function useColumnMenu(options: ColumnMenuOptions) {
  const { t } = useTranslation();
  const { api, toast } = useShell();
  const [confirm, confirmHolder] = useConfirm();
  const { viewId, columns, canEditFields, canEditView, onEditField, onFieldsChanged, onViewChanged } = options;
  const { projectId, takenTitles, frozenCount = 0, onFreeze } = options;

  const run = useCallback(
    async (action: () => Promise<unknown>, then: () => void) => {
      try {
        await action();
        then();
      } catch (err) {
        toast.error(await extractErrorText(err));
      }
    },
    [toast],
  );

  const menuOf = useCallback(
    (index: number): MenuEntry[] => {
      const { column, viewColumnId } = columns[index]!;
      const actions = columnActions(api);
      const entries: MenuEntry[] = [];
      if (canEditFields) {
        entries.push({
          key: 'edit',
          icon: <EditOutlined />,
          label: t('grid.column.edit'),
          onSelect: () => onEditField(column),
        });
        if (!column.pk) {
          entries.push({
            key: 'duplicate',
            icon: <CopyOutlined />,
            label: t('grid.column.duplicate'),
            onSelect: () => {
              const title = copyTitleOf(t('grid.column.copyTitle', { title: column.title }), takenTitles);
              void run(() => actions.duplicate(projectId, column.id, title), onFieldsChanged);
            },
          });
        }
      }
      if (canEditView) {
        entries.push(
          {
            key: 'asc',
            icon: <SortAscendingOutlined />,
            label: t('grid.column.sortAsc'),
            onSelect: () =>
              void run(
                () => actions.sort(viewId, column.id, 'asc'),
                () => onViewChanged('rows'),
              ),
          },
          {
            key: 'desc',
            icon: <SortDescendingOutlined />,
            label: t('grid.column.sortDesc'),
            onSelect: () =>
              void run(
                () => actions.sort(viewId, column.id, 'desc'),
                () => onViewChanged('rows'),
              ),
          },
        );
        if (onFreeze && index >= 1 && index <= MAX_EXTRA_FROZEN) {
          const frozen = index <= frozenCount;
          entries.push({
            key: 'freeze',
            icon: <PushpinOutlined />,
            label: t(frozen ? 'grid.column.unfreeze' : 'grid.column.freeze'),
            // unfreezing a column unfreezes the ones after it too: frozen columns are always the first ones
            onSelect: () => onFreeze(frozen ? index - 1 : index),
          });
        }
        if (!column.pv && viewColumnId) {
          entries.push({
            key: 'hide',
            icon: <EyeInvisibleOutlined />,
            label: t('grid.column.hide'),
            onSelect: () =>
              void run(
                () => actions.hide(viewId, viewColumnId),
                () => onViewChanged('settings'),
              ),
          });
        }
      }
      if (canEditFields && !column.pv) {
        entries.push('divider', {
          key: 'delete',
          icon: <DeleteOutlined />,
          danger: true,
          label: t('grid.column.delete'),
          onSelect: () =>
            confirm({
              title: t('grid.column.deleteTitle', { title: column.title }),
              content: t('grid.column.deleteBody'),
              okText: t('workspace.common.delete'),
              cancelText: t('workspace.common.cancel'),
              danger: true,
              onOk: () => run(() => actions.remove(column.id), onFieldsChanged),
            }),
        });
      }
      return entries;
    },
    [
      api,
      canEditFields,
      canEditView,
      columns,
      confirm,
      frozenCount,
      onEditField,
      onFieldsChanged,
      onFreeze,
      onViewChanged,
      projectId,
      run,
      t,
      takenTitles,
      viewId,
    ],
  );

  return { menuOf, confirmHolder };
}
