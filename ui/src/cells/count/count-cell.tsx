import { OrderedListOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { computedNumberText } from '../rollup/rollup-cell';
import { refuse } from '../shared/parse';
import '../shared/cells.css';

/** How many records a link holds: 0 for none, never blank. */
const countText = (value: unknown) => computedNumberText(value ?? 0);

function CountDisplay({ value }: DisplayProps) {
  return <span className="basalt-cell-number">{countText(value)}</span>;
}

export const countCell: CellDefinition = {
  Display: CountDisplay,
  editMode: 'readonly',
  toText: countText,
  fromText: () => refuse('cells.errors.readOnly'),
  align: 'end',
  width: 100,
  icon: OrderedListOutlined,
};
