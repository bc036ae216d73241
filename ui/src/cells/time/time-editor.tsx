import type { EditorProps } from '../contract';
import { t } from '../shared/i18n';
import { TextEditor } from '../shared/text-editor';
import { timeFromText, timeToText } from './time-text';

/** The time as text in the column's format, with the browser's time picker beside it. */
export function TimeEditor(props: EditorProps) {
  const { column } = props;
  return (
    <TextEditor
      {...props}
      format={timeToText}
      parse={timeFromText}
      addon={(text, setText) => {
        const current = timeFromText(text, column);
        return (
          <span className="basalt-cell-addon">
            <input
              type="time"
              step={1}
              aria-label={t('cells.time.pick')}
              value={current.ok && typeof current.value === 'string' ? current.value : ''}
              onChange={(event) => event.target.value && setText(timeToText(event.target.value, column))}
            />
          </span>
        );
      }}
    />
  );
}
