import { SINGLE_LINE_TEXT_MAX } from '@basalt/core';
import { FontSizeOutlined } from '@ant-design/icons';
import { textCell } from '../shared/text-cell';

/** One line of text, up to 255 characters (a blank typed on purpose stays as typed). */
export const singleLineTextCell = textCell({
  errorKey: 'cells.errors.tooLong',
  errorVars: { max: SINGLE_LINE_TEXT_MAX },
  blankIsEmptyText: true,
  icon: FontSizeOutlined,
});
