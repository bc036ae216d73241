import { ColorPicker, Tooltip } from 'antd';
import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PICKER_COLORS } from '@basalt/core';

interface Props {
  /** Set by the Form.Item around it. */
  id?: string;
  value?: string;
  onChange?: (colour: string) => void;
}

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * A colour as one click on the palette of docs/PRODUCT.md §9 (18 colours), or any colour from the picker at
 * its end. The swatches form a radio group, so a screen reader hears which one is chosen.
 */
export function ColourChoice({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const custom = !!value && !PICKER_COLORS.some((colour) => same(value, colour));
  return (
    <div id={id} className="colour-choice" role="radiogroup" aria-label={t('workspace.projects.colour')}>
      {PICKER_COLORS.map((colour) => {
        const checked = same(value, colour);
        return (
          <button
            key={colour}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={colour}
            className={`colour-swatch${checked ? ' is-checked' : ''}`}
            style={{ background: colour }}
            onClick={() => onChange?.(colour)}
          >
            {checked && <CheckOutlined aria-hidden />}
          </button>
        );
      })}
      <ColorPicker disabledAlpha value={value} onChangeComplete={(colour) => onChange?.(colour.toHexString())}>
        <Tooltip title={t('workspace.projects.colourCustom')}>
          <button
            type="button"
            role="radio"
            aria-checked={custom}
            aria-label={t('workspace.projects.colourCustom')}
            className={`colour-swatch colour-swatch-custom${custom ? ' is-checked' : ''}`}
            style={custom ? { background: value } : undefined}
          >
            {custom ? <CheckOutlined aria-hidden /> : <BgColorsOutlined aria-hidden />}
          </button>
        </Tooltip>
      </ColorPicker>
    </div>
  );
}
