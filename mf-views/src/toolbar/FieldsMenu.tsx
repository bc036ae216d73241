import { useMemo, useState } from 'react';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractErrorText, isSystemColumn, type ColumnMeta } from '@basalt/core';
import type { ViewColumnSetting } from '../grid/data/grid-columns';
import { useShell } from '../shell-context';
import { ToolbarButton } from './ToolbarButton';
import { toolbarApi } from './toolbar-api';

export interface FieldsMenuProps {
  /** Open its panel at once. */
  initialOpen?: boolean;
  viewId: string;
  columns: readonly ColumnMeta[];
  settings: readonly ViewColumnSetting[] | undefined;
  canEditView: boolean;
  onChanged: (what: 'settings') => void;
}

/** A field is shown unless its view setting says otherwise; the display field always is. */
const isShown = (c: ColumnMeta, setting: ViewColumnSetting | undefined) => !!c.pv || !setting || !!setting.show;

/**
 * The Fields menu: every field of the table with a switch showing or hiding it in this view (a view-column
 * setting, docs/API.md §1.8), in the view's order, filtered by a search box. The display field cannot be hidden.
 */
export function FieldsMenu({ viewId, columns, settings, canEditView, onChanged, initialOpen }: FieldsMenuProps) {
  const { t } = useTranslation();
  const { api, toast } = useShell();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | undefined>(undefined);

  const fields = useMemo(() => {
    const byColumn = new Map((settings ?? []).map((s) => [s.fk_column_id, s]));
    return (
      columns
        // kept by the engine and not listed, as the grid leaves them out
        .filter((c) => !isSystemColumn(c))
        .map((column, index) => ({ column, setting: byColumn.get(column.id), index }))
        .sort(
          (a, b) =>
            Number(!!b.column.pv) - Number(!!a.column.pv) ||
            (a.setting?.order ?? a.column.order ?? a.index) - (b.setting?.order ?? b.column.order ?? b.index),
        )
    );
  }, [columns, settings]);

  const hidden = fields.filter(({ column, setting }) => !isShown(column, setting)).length;
  const needle = search.trim().toLowerCase();
  const listed = needle ? fields.filter(({ column }) => column.title.toLowerCase().includes(needle)) : fields;

  async function toggle(column: ColumnMeta, setting: ViewColumnSetting | undefined, show: boolean) {
    setBusy(column.id);
    try {
      await toolbarApi(api).showField(viewId, column.id, setting?.id, show);
      onChanged('settings');
    } catch (err) {
      toast.error(await extractErrorText(err));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <ToolbarButton
      initialOpen={initialOpen}
      icon={<EyeInvisibleOutlined />}
      label={hidden ? t('toolbar.fields.hiddenCount', { count: hidden }) : t('toolbar.fields.button')}
      active={hidden > 0}
      title={t('toolbar.fields.title')}
    >
      <Input.Search
        className="toolbar-search"
        aria-label={t('toolbar.fields.search')}
        placeholder={t('toolbar.fields.search')}
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="toolbar-list">
        {listed.map(({ column, setting }) => (
          <li key={column.id} className="toolbar-row">
            <span className="toolbar-grow">{column.title}</span>
            {canEditView ? (
              <Switch
                size="small"
                aria-label={t('toolbar.fields.show', { title: column.title })}
                checked={isShown(column, setting)}
                disabled={!!column.pv || busy === column.id}
                onChange={(show) => void toggle(column, setting, show)}
              />
            ) : (
              <span className="toolbar-muted">
                {isShown(column, setting) ? t('toolbar.fields.shown') : t('toolbar.fields.hidden')}
              </span>
            )}
          </li>
        ))}
        {!listed.length && <li className="toolbar-muted">{t('toolbar.fields.noMatch')}</li>}
      </ul>
    </ToolbarButton>
  );
}
