import { useState, type KeyboardEvent } from 'react';
import { CheckSquareOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps, EditorProps } from '../contract';
import { t } from '../shared/i18n';
import { isBlank, viaField } from '../shared/parse';
import './checkbox-cell.css';

const isChecked = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** A box with a tick, or an empty box: an unchecked value is visible, never a blank cell. */
function CheckboxDisplay({ value }: DisplayProps) {
  return isChecked(value) ? (
    <span className="basalt-checkbox basalt-checkbox-on" aria-hidden="true">
      ✓
    </span>
  ) : (
    <span className="basalt-checkbox" aria-hidden="true" />
  );
}

/**
 * The checkbox as an editor, for hosts that open one (a form, the keyboard): Space flips it, Enter or Tab keeps it,
 * Esc cancels. In the grid a click flips the value directly (`editMode: 'toggle'`).
 */
function CheckboxEditor({ value, column, initialText, onCommit, onCancel }: EditorProps) {
  const [checked, setChecked] = useState(() => {
    const typed = initialText !== undefined ? checkboxFromText(initialText) : undefined;
    return typed?.ok ? typed.value === true : isChecked(value);
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
    else if (event.key === 'Enter' || event.key === 'Tab') onCommit(checked);
    else return;
    event.preventDefault();
  };
  return (
    <label className="basalt-checkbox-editor">
      <input
        type="checkbox"
        autoFocus
        checked={checked}
        aria-label={column.title}
        onChange={(event) => setChecked(event.target.checked)}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}

/** Yes/no words of the interface language, then the boolean-like words of docs/PRODUCT.md §5 (through core). */
function checkboxFromText(text: string) {
  if (isBlank(text)) return { ok: true as const, value: false };
  const word = text.trim().toLowerCase();
  if (word === t('cells.checkbox.checked').toLowerCase()) return { ok: true as const, value: true };
  if (word === t('cells.checkbox.unchecked').toLowerCase()) return { ok: true as const, value: false };
  return undefined;
}

export const checkboxCell: CellDefinition = {
  Display: CheckboxDisplay,
  Editor: CheckboxEditor,
  editMode: 'toggle',
  toText: (value) => t(isChecked(value) ? 'cells.checkbox.checked' : 'cells.checkbox.unchecked'),
  fromText: (text, column) => checkboxFromText(text) ?? viaField(text, column, 'cells.errors.checkbox'),
  align: 'center',
  width: 90,
  icon: CheckSquareOutlined,
};
