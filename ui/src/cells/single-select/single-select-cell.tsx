import { DownCircleOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps, EditorProps } from '../contract';
import { Chips } from '../shared/chips';
import { OptionPicker } from '../shared/option-picker';
import { isBlank, viaField } from '../shared/parse';
import { selectedTitles } from '../shared/select-colours';

function SingleSelectDisplay({ value, column }: DisplayProps) {
  return <Chips titles={selectedTitles(value, false)} column={column} />;
}

function SingleSelectEditor(props: EditorProps) {
  return <OptionPicker {...props} multi={false} />;
}

/** One option, a chip in the option's colour; picked from a searchable list that can create an option. */
export const singleSelectCell: CellDefinition = {
  Display: SingleSelectDisplay,
  Editor: SingleSelectEditor,
  editMode: 'inline',
  toText: (value) => selectedTitles(value, false)[0] ?? '',
  fromText: (text, column) =>
    isBlank(text) ? { ok: true, value: null } : viaField(text.trim(), column, 'cells.errors.notAnOption'),
  align: 'start',
  width: 160,
  icon: DownCircleOutlined,
};
