import { useRef, useState, type FormEvent } from 'react';

/** Returns the message to show under a field, or undefined when its value is acceptable. */
export type Validate<Values> = (value: string, values: Values) => string | undefined;

export type Validators<Values> = { [K in keyof Values]?: Validate<Values>[] };

type Errors<Values> = Partial<Record<keyof Values, string>>;

/** What a `PlainField` needs to show and edit one value. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

function firstProblem<Values>(rules: Validate<Values>[] | undefined, value: string, values: Values) {
  for (const rule of rules ?? []) {
    const problem = rule(value, values);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A form's values and messages without a component library: each field is checked as it is typed and when it
 * loses focus (once typed in), every field on submit; a refused submit moves focus to the first field in error.
 * Used where a page must stay light (signed-out pages, public forms: docs/PERFORMANCE.md).
 */
export function usePlainForm<Values extends Record<string, string>>(
  initial: Values,
  validators: Validators<Values>,
  onSubmit: (values: Values) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const inputs = useRef(new Map<keyof Values, HTMLInputElement>());
  const typedIn = useRef(new Set<keyof Values>());

  const check = (name: keyof Values, next: Values) =>
    setErrors((current) => ({ ...current, [name]: firstProblem(validators[name], next[name], next) }));

  const field = (name: keyof Values & string): FieldBinding => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => {
      typedIn.current.add(name);
      const next = { ...values, [name]: value };
      setValues(next);
      check(name, next);
    },
    // Leaving a field never typed in says nothing: the message would appear under the pointer of someone
    // heading for a link below it (Forgot password?) and move that link away mid-click.
    onBlur: () => typedIn.current.has(name) && check(name, values),
    inputRef: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors<Values> = {};
    for (const name of Object.keys(values) as (keyof Values)[]) {
      found[name] = firstProblem(validators[name], values[name], values);
    }
    setErrors(found);
    const invalid = (Object.keys(values) as (keyof Values)[]).find((name) => found[name]);
    if (invalid) inputs.current.get(invalid)?.focus();
    else onSubmit(values);
  };

  return { values, field, handleSubmit };
}
