import { useState } from 'react';
import { OPTION_COLORS } from '@basalt/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The option's name, to say whose colour a button changes. */
  option: string;
  /** Set by the Form.Item around it. */
  value?: string;
  onChange?: (colour: string) => void;
}

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * An option's colour: a swatch that unfolds the option palette of docs/PRODUCT.md §9 (core `OPTION_COLORS`) as a
 * radio group under the row, so a screen reader hears which colour is chosen. Inline rather than a popup: the
 * editor itself sits in a popover.
 */
export function OptionColour({ option, value, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('fieldEditor.optionColour', { option: option || '…' });
  return (
    <>
      <button
        type="button"
        className="field-option-swatch"
        style={{ background: value }}
        aria-label={label}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <div className="field-option-palette" role="radiogroup" aria-label={label}>
          {OPTION_COLORS.map((colour) => (
            <button
              key={colour}
              type="button"
              role="radio"
              aria-checked={same(value, colour)}
              aria-label={colour}
              className="field-option-swatch"
              style={{ background: colour }}
              onClick={() => {
                onChange?.(colour);
                setOpen(false);
              }}
            />
          ))}
        </div>
      )}
    </>
  );
}
