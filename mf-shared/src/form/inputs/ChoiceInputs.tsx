import { useTranslation } from 'react-i18next';
import { controlProps, type InputProps } from './input-props';

/** A checkbox labelled by the field's label (the row's label element points at it). */
export function CheckboxInput({ field, id, value, onChange, describedBy, autoFocus }: InputProps<boolean>) {
  return (
    <input
      id={id}
      name={field.title}
      className="sf-checkbox"
      type="checkbox"
      checked={value}
      onChange={(event) => onChange(event.target.checked)}
      aria-describedby={describedBy}
      autoFocus={autoFocus}
    />
  );
}

/** One option of a single select, as a native select: accessible and light everywhere, phones included. */
export function SelectInput(props: InputProps<string>) {
  const { t } = useTranslation();
  return (
    <select
      {...controlProps(props)}
      className="sf-input"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{t('sharedForm.choose')}</option>
      {props.field.options.map((option) => (
        <option key={option.title} value={option.title}>
          {option.title}
        </option>
      ))}
    </select>
  );
}

/** Any number of options, as a group of checkboxes (the row's fieldset names the group). */
export function MultiSelectInput({ field, id, value, onChange, autoFocus }: InputProps<string[]>) {
  const toggle = (title: string, on: boolean) =>
    onChange(
      on
        ? field.options.map((o) => o.title).filter((o) => o === title || value.includes(o))
        : value.filter((v) => v !== title),
    );
  return (
    <div className="sf-choices">
      {field.options.map((option, index) => (
        <label key={option.title} className="sf-choice">
          <input
            id={index === 0 ? id : undefined}
            type="checkbox"
            name={field.title}
            checked={value.includes(option.title)}
            onChange={(event) => toggle(option.title, event.target.checked)}
            autoFocus={autoFocus && index === 0}
          />
          <span className="sf-chip" style={option.color ? { background: option.color } : undefined}>
            {option.title}
          </span>
        </label>
      ))}
    </div>
  );
}
