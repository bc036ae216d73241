import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeIcon } from '@basalt/ui';
import { ADDABLE_TYPES } from './type-settings';
import { VIRTUAL_TYPES } from './virtual/virtual-types';

interface Props {
  /** Set by the Form.Item around it. */
  id?: string;
  value?: string;
  onChange?: (uidt: string) => void;
  /** The edited field's type when it is not one a user may choose (a key or system field): shown, not offered. */
  currentType?: string;
  disabled?: boolean;
  /** Computed types (links, lookups, rollups, counts, formulas) are offered too: the table's fields are known. */
  withVirtual?: boolean;
}

/** The field types a user may add, each with its header icon and translated name; typing filters by name. */
export function TypePicker({ id, value, onChange, currentType, disabled, withVirtual }: Props) {
  const { t } = useTranslation();
  const offered: readonly string[] = withVirtual ? [...ADDABLE_TYPES, ...VIRTUAL_TYPES] : ADDABLE_TYPES;
  const types = currentType && !offered.includes(currentType) ? [currentType, ...offered] : offered;
  const options = types.map((uidt) => ({
    value: uidt,
    name: t(`fieldEditor.types.${uidt}`, { defaultValue: uidt }),
    label: (
      <span className="field-type-option">
        <TypeIcon uidt={uidt} />
        <span>{t(`fieldEditor.types.${uidt}`, { defaultValue: uidt })}</span>
      </span>
    ),
  }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      showSearch={{ optionFilterProp: 'name' }}
      data-testid="field-type"
      popupMatchSelectWidth={false}
      listHeight={320}
    />
  );
}
