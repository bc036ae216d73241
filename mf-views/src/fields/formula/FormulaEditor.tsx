import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formulaCompletions,
  formulaEditorProblem,
  formulaProblemText,
  type FormulaCompletion,
  type FormulaField,
} from '@basalt/core';
import { TypeIcon } from '@basalt/ui';
import { applyCompletion, functionAtCursor } from './formula-assist';
import { FunctionHelp } from './FunctionHelp';
import './formula-editor.css';

export interface FormulaEditorProps {
  /** Set by the Form.Item around it. */
  id?: string;
  value?: string;
  onChange?: (text: string) => void;
  /** The fields a formula may name. */
  fields: readonly FormulaField[];
  /** The formula field being edited: a formula reading itself, even through others, is then a problem. */
  fieldId?: string;
  /** The form was submitted: an empty formula is reported too. */
  attempted?: boolean;
  /** The server's refusal of the last save, shown until the formula changes. */
  refusal?: string;
}

/**
 * A formula as text, with `{Field}` references: fields and functions are offered as they are typed (a combobox
 * and its listbox: arrows move, Enter or Tab accept, Escape closes), the function under the cursor is explained
 * with its signature and an example, and the first problem is reported, with its position, as the text changes.
 */
export function FormulaEditor({ id, value = '', onChange, fields, fieldId, attempted, refusal }: FormulaEditorProps) {
  const { t } = useTranslation();
  const own = useId();
  const listId = `${own}-list`;
  const problemId = `${own}-problem`;
  const area = useRef<HTMLTextAreaElement>(null);
  const [cursor, setCursor] = useState(value.length);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [typed, setTyped] = useState(false);
  const placeCursor = useRef<number | null>(null);

  const completions = useMemo(() => formulaCompletions(value, cursor, fields), [value, cursor, fields]);
  // nothing is offered between words (after a comma, a space): only for a word or a `{…` being typed
  const items = open && completions.to > completions.from ? completions.items.slice(0, 50) : [];
  const shown = items.length > 0;
  const current = shown ? items[Math.min(active, items.length - 1)] : undefined;
  const problem = useMemo(() => formulaEditorProblem(value, fields, fieldId), [value, fields, fieldId]);
  const showProblem = problem && (value.trim() !== '' || typed || attempted);
  const help = current?.kind === 'function' ? functionAtCursor(current.label, 0) : functionAtCursor(value, cursor);

  useLayoutEffect(() => {
    if (placeCursor.current === null || !area.current) return;
    area.current.setSelectionRange(placeCursor.current, placeCursor.current);
    placeCursor.current = null;
  });

  const change = (text: string, at: number) => {
    setCursor(at);
    setActive(0);
    setTyped(true);
    onChange?.(text);
  };

  const accept = (item: FormulaCompletion) => {
    const next = applyCompletion(value, completions, item);
    placeCursor.current = next.cursor;
    setOpen(item.kind === 'function');
    change(next.text, next.cursor);
    area.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shown) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((index) => (index + moves[event.key]! + items.length) % items.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && current) {
      event.preventDefault();
      accept(current);
    } else if (event.key === 'Escape') {
      // the list closes; the dialog stays (FieldEditor cancels on an Escape nothing used)
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${own}-option-${index}`;
  return (
    <div className="formula-editor">
      <textarea
        id={id}
        ref={area}
        className="formula-editor-input ant-input"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(items.indexOf(current)) : undefined}
        aria-invalid={!!showProblem || !!refusal}
        aria-describedby={showProblem || refusal ? problemId : undefined}
        value={value}
        rows={4}
        spellCheck={false}
        placeholder={t('fieldEditor.formulaPlaceholder')}
        onChange={(event) => {
          setOpen(true);
          change(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => setCursor(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        className="formula-editor-list"
        aria-label={t('fieldEditor.formulaSuggestions')}
        hidden={!shown}
      >
        {items.map((item, index) => (
          <li
            key={`${item.kind}:${item.label}`}
            id={optionId(index)}
            role="option"
            aria-selected={item === current}
            className="formula-editor-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => accept(item)}
          >
            {item.kind === 'field' ? <TypeIcon uidt={item.uidt ?? 'SingleLineText'} /> : <span aria-hidden>ƒ</span>}
            <span className="formula-editor-option-label">{item.label}</span>
            <span className="formula-editor-option-kind">
              {t(item.kind === 'field' ? 'fieldEditor.formulaField' : 'fieldEditor.formulaFunction')}
            </span>
          </li>
        ))}
      </ul>
      {help && <FunctionHelp name={help.name} spec={help.spec} />}
      {(showProblem || refusal) && (
        <div id={problemId} role="alert" className="formula-editor-problem">
          {showProblem ? formulaProblemText(t, problem) : refusal}
        </div>
      )}
    </div>
  );
}
