import { DatabaseOutlined } from '@ant-design/icons';
import { textCell } from '../shared/text-cell';

/** A column of a database type chosen by hand: its value as text, checked by the database when saved. */
export const specificDbTypeCell = textCell({ errorKey: 'cells.errors.invalid', width: 180, icon: DatabaseOutlined });
