import { asInstant } from '@basalt/core';
import type { EditorProps } from '../contract';
import { formatParts, localParts } from '../shared/date-format';
import { t } from '../shared/i18n';
import { TextEditor } from '../shared/text-editor';
import { dateTimeFromText, dateTimeToText } from './date-time-text';

/** The browser's local date-time picker value (`YYYY-MM-DDTHH:mm`) of an ISO instant. */
function pickerValue(iso: unknown): string {
  const instant = asInstant(iso);
  return instant ? formatParts(localParts(instant), 'YYYY-MM-DDTHH:mm') : '';
}

/** The moment as text in the column's formats (local time), with the browser's date-time picker beside it. */
export function DateTimeEditor(props: EditorProps) {
  const { column } = props;
  return (
    <TextEditor
      {...props}
      format={dateTimeToText}
      parse={dateTimeFromText}
      addon={(text, setText) => {
        const current = dateTimeFromText(text, column);
        return (
          <span className="basalt-cell-addon">
            <input
              type="datetime-local"
              aria-label={t('cells.date.pick')}
              value={current.ok ? pickerValue(current.value) : ''}
              onChange={(event) => {
                const picked = dateTimeFromText(event.target.value.replace('T', ' '), { ...column, meta: null });
                if (picked.ok && picked.value) setText(dateTimeToText(picked.value, column));
              }}
            />
          </span>
        );
      }}
    />
  );
}
