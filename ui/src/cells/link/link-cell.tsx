import { BranchesOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { useKnownTables } from '../lookup/known-tables';
import { lazyEditor } from '../shared/lazy-editor';
import { refuse } from '../shared/parse';
import { linkRecordsOf } from './link-values';
import '../shared/chips.css';
import './link-cell.css';

/** The linked records as chips of their display values (a bt link: one chip). */
function LinkDisplay({ value, column }: DisplayProps) {
  useKnownTables();
  return (
    <span className="basalt-chips">
      {linkRecordsOf(value, column).map((record) => (
        <span key={record.id} className="basalt-chip basalt-link-chip">
          {record.label}
        </span>
      ))}
    </span>
  );
}

/** Links are changed through the picker, never typed or pasted (their records are not text). */
export const linkToAnotherRecordCell: CellDefinition = {
  Display: LinkDisplay,
  Editor: lazyEditor(() => import('./link-picker').then((m) => m.LinkPicker)),
  editMode: 'inline',
  toText: (value, column) =>
    linkRecordsOf(value, column)
      .map((r) => r.label)
      .join(', '),
  fromText: () => refuse('cells.errors.readOnly'),
  align: 'start',
  width: 200,
  icon: BranchesOutlined,
};
