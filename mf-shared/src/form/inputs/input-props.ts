import type { FormField } from '../form-fields';

/** A record picked for a link field: its key (what is sent) and its display value (what the visitor reads). */
export interface LinkedRecord {
  key: string | number;
  label: string;
}

/** What the visitor has entered for a field: text, chosen options, a checkbox, picked files or linked records. */
export type FormValue = string | string[] | boolean | File[] | LinkedRecord[];

/** What every form input receives. `id` names the control for the field's label; groups label themselves. */
export interface InputProps<V extends FormValue = FormValue> {
  field: FormField;
  id: string;
  value: V;
  onChange: (value: V) => void;
  invalid: boolean;
  /** The ids of the help text and the error message, for `aria-describedby`. */
  describedBy: string | undefined;
  autoFocus?: boolean;
}

/** The attributes every single control of a field carries: its id and name, and what assistive technology reads. */
export function controlProps<V extends FormValue>({ field, id, invalid, describedBy, autoFocus }: InputProps<V>) {
  return {
    id,
    name: field.title,
    'aria-required': field.required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    autoFocus,
  };
}
