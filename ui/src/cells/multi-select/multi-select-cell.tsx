import { UnorderedListOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps, EditorProps } from '../contract';
import { Chips } from '../shared/chips';
import { OptionPicker } from '../shared/option-picker';
import { isBlank, refuse, viaField } from '../shared/parse';
import { selectOptions, selectedTitles } from '../shared/select-colours';

function MultiSelectDisplay({ value, column }: DisplayProps) {
  return <Chips titles={selectedTitles(value, true)} column={column} />;
}

function MultiSelectEditor(props: EditorProps) {
  return <OptionPicker {...props} multi />;
}

/** Any number of options, one chip each; copied and pasted as comma-separated titles ("red, green"). */
export const multiSelectCell: CellDefinition = {
  Display: MultiSelectDisplay,
  Editor: MultiSelectEditor,
  editMode: 'inline',
  toText: (value) => selectedTitles(value, true).join(', '),
  fromText: (text, column) => {
    if (isBlank(text)) return { ok: true, value: null };
    const titles = selectedTitles(text, true);
    const known = new Set(selectOptions(column).map((o) => o.title));
    const unknown = known.size ? titles.find((title) => !known.has(title)) : undefined;
    if (unknown !== undefined) return refuse('cells.errors.notAnOption', { text: unknown });
    return viaField(titles, column, 'cells.errors.notAnOption');
  },
  align: 'start',
  width: 200,
  icon: UnorderedListOutlined,
};
