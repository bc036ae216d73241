import type { EditorProps } from '../contract';
import { t } from '../shared/i18n';
import { TextEditor } from '../shared/text-editor';
import { valueText } from '../shared/text-cell';
import { longTextFromText } from './long-text-cell';

/** A larger box over the cell: Enter keeps the text, Shift+Enter starts a new line, Esc cancels. */
export function LongTextEditor(props: EditorProps) {
  return (
    <TextEditor
      {...props}
      multiline
      format={valueText}
      parse={longTextFromText}
      addon={() => <span className="basalt-cell-hint">{t('cells.longText.hint')}</span>}
    />
  );
}
