import type { EditorProps } from '../contract';
import { t } from '../shared/i18n';
import { TextEditor } from '../shared/text-editor';
import { jsonFromText, jsonToPrettyText } from './json-text';

/** The value laid out over several lines; text that is not JSON says why and is not saved. */
export function JsonEditor(props: EditorProps) {
  return (
    <TextEditor
      {...props}
      multiline
      format={jsonToPrettyText}
      parse={jsonFromText}
      addon={() => <span className="basalt-cell-hint">{t('cells.longText.hint')}</span>}
    />
  );
}
