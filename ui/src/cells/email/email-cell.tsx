import { MailOutlined } from '@ant-design/icons';
import { linkDisplay } from '../shared/link-display';
import { textCell } from '../shared/text-cell';

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** An e-mail address, a `mailto:` link (only for something shaped like an address). */
export const emailCell = textCell({
  errorKey: 'cells.errors.email',
  Display: linkDisplay((text) => (ADDRESS.test(text.trim()) ? `mailto:${text.trim()}` : undefined), false),
  inputMode: 'email',
  width: 220,
  icon: MailOutlined,
});
