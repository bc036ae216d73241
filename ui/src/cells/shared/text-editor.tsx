import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ColumnMeta, ParseResult } from '@basalt/core';
import type { EditorProps } from '../contract';
import './cells.css';

export interface TextEditorProps extends EditorProps {
  /** The value as the text the editor starts with (when no key was typed). */
  format: (value: unknown, column: ColumnMeta) => string;
  /** The text read back: the API value to commit, or why not (shown, and nothing is saved). */
  parse: (text: string, column: ColumnMeta) => ParseResult;
  /** A larger, multi-line box: Enter commits, Shift+Enter or Alt+Enter starts a new line. */
  multiline?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  /** Extra controls under the box (a picker), given the current text and a setter. */
  addon?: (text: string, setText: (text: string) => void) => ReactNode;
}

/**
 * The in-place editor most types share: a box with the value's text; Enter or Tab commits what the type reads
 * from it, Esc cancels. Text the type refuses stays in the box with the reason under it, and nothing is saved.
 */
export function TextEditor(props: TextEditorProps) {
  const { value, column, initialText, onCommit, onCancel, format, parse, multiline, inputMode, addon } = props;
  const [startText] = useState(() => format(value, column));
  const [text, setText] = useState(() => initialText ?? startText);
  const [error, setError] = useState<string>();
  const errorId = useId();

  const commit = () => {
    // Untouched text gives back the value itself: a format that shows less (seconds, decimals) loses nothing.
    if (initialText === undefined && text === startText) return onCommit(value);
    const result = parse(text, column);
    if (result.ok) onCommit(result.value);
    else setError(result.error);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter or Esc that ends a composition (Japanese, Chinese, Korean input) belongs to the input method.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab' || (event.key === 'Enter' && !(multiline && (event.shiftKey || event.altKey)))) {
      event.preventDefault();
      commit();
    }
  };

  const common = {
    className: multiline ? 'basalt-cell-input basalt-cell-textarea' : 'basalt-cell-input',
    autoFocus: true,
    value: text,
    'aria-label': column.title,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onKeyDown,
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      setError(undefined);
    },
  };

  return (
    <div className="basalt-cell-editor">
      {multiline ? <textarea rows={6} {...common} /> : <input inputMode={inputMode} {...common} />}
      {addon?.(text, (next) => {
        setText(next);
        setError(undefined);
      })}
      {error && (
        <div id={errorId} role="alert" className="basalt-cell-error">
          {error}
        </div>
      )}
    </div>
  );
}
