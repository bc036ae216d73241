import { useCallback, useMemo } from 'react';
import { DeleteOutlined, GroupOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { useShell } from '../shell-context';
import { groupApi, groupOf, type GridColumnSetting, type GroupSort } from '../group/group-setting';
import { groupableFields } from '../group/group-fields';
import { ToolbarButton } from './ToolbarButton';
import { useSavedList } from './use-saved-list';
import './group-menu.css';

export interface GroupMenuProps {
  /** Open its panel at once. */
  initialOpen?: boolean;
  viewId: string;
  columns: readonly ColumnMeta[];
  canEditView: boolean;
  /** After a change: the page reads the view's settings (and so its grouping) again. */
  onChanged: (what: 'settings') => void;
}

/**
 * The Group menu: the field the view's records are grouped by and the order of the groups; an editor picks the
 * field (the groupable ones: core's per-type facts, see `groupableFields`), its order, or removes the grouping.
 * Saved on the field's grid-column setting (docs/API.md §1.8); the server keeps one grouped field per view.
 */
export function GroupMenu({ viewId, columns, canEditView, onChanged, initialOpen }: GroupMenuProps) {
  const { t } = useTranslation();
  const { api } = useShell();
  const actions = useMemo(() => groupApi(api), [api]);
  const load = useCallback(() => actions.settings(viewId), [actions, viewId]);
  const changed = useCallback(() => onChanged('settings'), [onChanged]);
  const { list, run } = useSavedList<GridColumnSetting>(load, changed);

  const group = list ? groupOf(list, columns) : undefined;
  const settingOf = (fieldId: string) => list?.find((s) => s.fk_column_id === fieldId);
  const fieldOptions = groupableFields(columns)
    .filter((c) => settingOf(c.id))
    .map((c) => ({ value: c.id, label: c.title }));
  const orders = [
    { value: 'asc', label: t('toolbar.sort.asc') },
    { value: 'desc', label: t('toolbar.sort.desc') },
  ];
  const groupBy = (fieldId: string, sort: GroupSort) => {
    const setting = settingOf(fieldId);
    if (setting) void run(() => actions.group(setting.id, sort));
  };

  return (
    <ToolbarButton
      initialOpen={initialOpen}
      icon={<GroupOutlined />}
      label={group ? t('views.group.by', { title: group.column.title }) : t('views.group.button')}
      active={!!group}
      title={t('views.group.title')}
    >
      {canEditView ? (
        <div className="toolbar-row group-menu-row">
          <Select
            className="group-menu-field"
            aria-label={t('views.group.field')}
            placeholder={t('views.group.pick')}
            virtual={false}
            showSearch={{ optionFilterProp: 'label' }}
            value={group?.column.id ?? null}
            options={fieldOptions}
            onChange={(id: string) => groupBy(id, group?.sort ?? 'asc')}
          />
          {group && (
            <>
              <Select
                aria-label={t('views.group.order')}
                virtual={false}
                value={group.sort}
                options={orders}
                onChange={(sort: GroupSort) => groupBy(group.column.id, sort)}
              />
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('views.group.remove')}
                onClick={() => void run(() => actions.ungroup(group.viewColumnId))}
              />
            </>
          )}
        </div>
      ) : (
        <p className="toolbar-muted">
          {group
            ? `${group.column.title} · ${orders.find((o) => o.value === group.sort)!.label}`
            : t('views.group.none')}
        </p>
      )}
    </ToolbarButton>
  );
}
