import { useState, type ChangeEvent, type FormEvent } from 'react';

/** Each field's word on what is wrong with it, if anything. */
export type Problems<V> = Partial<Record<keyof V, string>>;

/**
 * A plain form's values and their checks, without antd's Form (its code and style engine are most
 * of a sign-in page's first load: issue 29). A field's problem shows once the shopper has left it
 * or tried to send the form, and follows what they type from then on; a form with a problem is not
 * sent, and its first field with one gets the focus.
 */
export function useFields<V extends Record<string, string>>(initial: V, check: (values: V) => Problems<V>) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<keyof V>>(new Set());
  // Counts the resets: a form keyed by it starts afresh (a password box shown in plain text hides).
  const [round, setRound] = useState(0);
  const problems = check(values);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((now) => ({ ...now, [name]: value }));
    },
    onBlur: () => setShown((now) => new Set(now).add(name)),
    error: shown.has(name) ? problems[name] : undefined,
  });

  const submit = (send: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(new Set(Object.keys(values)));
    const first = (Object.keys(values) as (keyof V & string)[]).find((name) => problems[name]);
    if (first === undefined) return send(values);
    const input = event.currentTarget.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
  };

  const reset = () => {
    setValues(initial);
    setShown(new Set());
    setRound((n) => n + 1);
  };

  return { values, field, submit, reset, round };
}
