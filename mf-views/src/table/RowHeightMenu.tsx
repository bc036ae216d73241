import { ColumnHeightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@basalt/ui';
import { ROW_HEIGHTS } from './row-height';

interface Props {
  setting: number;
  /** Saves the choice with the grid view (use-grid-setting.ts). */
  onChoose: (setting: number) => void;
}

/** The toolbar's row height menu: short, medium, tall, extra tall. */
export function RowHeightMenu({ setting, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <MenuButton
      className="view-toolbar-button"
      label={t('grid.rowHeight.label')}
      items={ROW_HEIGHTS.map((h) => ({
        key: h.key,
        label: `${h.setting === setting ? '✓ ' : ''}${t(`grid.rowHeight.${h.key}`)}`,
        onSelect: () => onChoose(h.setting),
      }))}
    >
      <ColumnHeightOutlined aria-hidden />
    </MenuButton>
  );
}
