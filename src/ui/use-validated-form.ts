// Form state with validation on submit: errors appear after the first attempt and then follow each
// edit; what the visitor typed is always kept. The first invalid field receives focus.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { FieldIssue } from './field-rules';

export type Issues<V> = Partial<Record<keyof V & string, FieldIssue>>;

export const issueText = (t: TFunction, issue: FieldIssue | undefined) => (issue ? t(issue.key, issue.params) : undefined);

export function useValidatedForm<V extends object>(initial: V, validate: (values: V) => Issues<V>, idPrefix: string) {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<Issues<V>>({});
  const [tried, setTried] = useState(false);

  const setField =
    <K extends keyof V>(field: K) =>
    (value: V[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (tried) setIssues(validate(next));
    };

  /** Validates everything; false (and focus on the first problem) when something is wrong. */
  const check = () => {
    setTried(true);
    const found = validate(values);
    setIssues(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return !first;
  };

  const clear = () => {
    setValues(initial);
    setIssues({});
    setTried(false);
  };

  return { values, setField, issues, check, clear };
}
