import { LinkOutlined } from '@ant-design/icons';
import { linkDisplay } from '../shared/link-display';
import { textCell } from '../shared/text-cell';
import { safeUrl } from './safe-url';

/** A web address, a link that opens in a new tab (http and https only). */
export const urlCell = textCell({
  errorKey: 'cells.errors.url',
  Display: linkDisplay(safeUrl, true),
  inputMode: 'url',
  width: 220,
  icon: LinkOutlined,
});
