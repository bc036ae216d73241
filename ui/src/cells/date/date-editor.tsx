import type { EditorProps } from '../contract';
import { t } from '../shared/i18n';
import { TextEditor } from '../shared/text-editor';
import { dateFromText, dateToText } from './date-text';

/** The day as text in the column's format, with the browser's calendar beside it to pick from. */
export function DateEditor(props: EditorProps) {
  const { column } = props;
  return (
    <TextEditor
      {...props}
      format={dateToText}
      parse={dateFromText}
      addon={(text, setText) => {
        const current = dateFromText(text, column);
        return (
          <span className="basalt-cell-addon">
            <input
              type="date"
              aria-label={t('cells.date.pick')}
              value={current.ok && typeof current.value === 'string' ? current.value : ''}
              onChange={(event) => event.target.value && setText(dateToText(event.target.value, column))}
            />
          </span>
        );
      }}
    />
  );
}
