import { ColumnHeightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { extractErrorText } from '@basalt/core';
import { MenuButton } from '@basalt/ui';
import { useShell } from '../shell-context';
import { ROW_HEIGHTS } from './row-height';

interface Props {
  viewId: string;
  setting: number;
  onChanged: (setting: number) => void;
}

/** The toolbar's row height menu: short, medium, tall, extra tall, saved with the grid view. */
export function RowHeightMenu({ viewId, setting, onChanged }: Props) {
  const { t } = useTranslation();
  const { api, toast } = useShell();
  const choose = async (next: number) => {
    const before = setting;
    onChanged(next);
    try {
      await api
        .patch(`/api/v1/db/meta/grids/${encodeURIComponent(viewId)}`, { json: { row_height: next } })
        .json<unknown>();
    } catch (err) {
      onChanged(before);
      toast.error(await extractErrorText(err));
    }
  };
  return (
    <MenuButton
      className="view-toolbar-button"
      label={t('grid.rowHeight.label')}
      items={ROW_HEIGHTS.map((h) => ({
        key: h.key,
        label: `${h.setting === setting ? '✓ ' : ''}${t(`grid.rowHeight.${h.key}`)}`,
        onSelect: () => void choose(h.setting),
      }))}
    >
      <ColumnHeightOutlined aria-hidden />
    </MenuButton>
  );
}
