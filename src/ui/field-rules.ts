// Field checks shared by the site's forms, as translation keys of the `validation` namespace
// (SPEC 5 wording). Each returns the first problem, or null when the value is fine.

export interface FieldIssue {
  key: string;
  params?: Record<string, string | number>;
}

export type Rule = (value: string) => FieldIssue | null;

/** Same pattern as the backend: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** International phone: optional '+', 6 to 15 digits once spaces, dots, dashes and brackets are gone. */
const PHONE = /^\+?\d{6,15}$/;
const ALPHABETIC = /^[\p{L}\p{M}]+(?:[\s'’.-]+[\p{L}\p{M}]+)*\.?$/u;

export const required: Rule = (value) => (value.trim() ? null : { key: 'validation.required' });
export const email: Rule = (value) => (!value.trim() || EMAIL.test(value.trim()) ? null : { key: 'validation.invalidEmail' });
export const phone: Rule = (value) =>
  !value.trim() || PHONE.test(value.replace(/[\s.\-()]/g, '')) ? null : { key: 'validation.invalidPhone' };
export const alphabetic: Rule = (value) => (!value.trim() || ALPHABETIC.test(value.trim()) ? null : { key: 'validation.alphabetic' });
export const maxLength =
  (count: number): Rule =>
  (value) =>
    value.length > count ? { key: 'validation.maxLength', params: { count } } : null;
export const selected: Rule = (value) => (value ? null : { key: 'validation.selectOption' });

/** The first issue the rules find, in order. */
export function firstIssue(value: string, rules: Rule[]): FieldIssue | null {
  for (const rule of rules) {
    const issue = rule(value);
    if (issue) return issue;
  }
  return null;
}

export type FormIssues<F extends string> = Partial<Record<F, FieldIssue>>;

/** Runs each field's rules; the result only holds fields with a problem. */
export function validateFields<F extends string>(values: Record<F, string>, rules: Record<F, Rule[]>): FormIssues<F> {
  const issues: FormIssues<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const issue = firstIssue(values[field], rules[field]);
    if (issue) issues[field] = issue;
  }
  return issues;
}
