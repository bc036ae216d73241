import { PhoneOutlined } from '@ant-design/icons';
import { linkDisplay } from '../shared/link-display';
import { textCell } from '../shared/text-cell';

/** The number to dial: digits and a leading +, separators dropped. */
export function telHref(text: string): string | undefined {
  const digits = text.trim().replace(/[\s().\-/]/g, '');
  return /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : undefined;
}

/** A phone number, a `tel:` link that dials it. */
export const phoneNumberCell = textCell({
  errorKey: 'cells.errors.phone',
  Display: linkDisplay(telHref, false),
  inputMode: 'tel',
  width: 170,
  icon: PhoneOutlined,
});
