import type { HTMLAttributes } from 'react';
import { controlProps, type InputProps } from './input-props';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

/**
 * A one-line input of the given HTML `type` (text, email, tel, date, datetime-local, time). Addresses and numbers
 * stay `type=text` with a keyboard hint: the browser's own checks would refuse what the server accepts
 * (`example.com` without a scheme, `1 000`), and our message says what is wrong in the visitor's language.
 */
export function textInput(type: string, inputMode?: InputMode, autoComplete?: string) {
  return function TextInput(props: InputProps<string>) {
    return (
      <input
        {...controlProps(props)}
        className="sf-input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  };
}

export function LongTextInput(props: InputProps<string>) {
  return (
    <textarea
      {...controlProps(props)}
      className="sf-input sf-textarea"
      rows={4}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
