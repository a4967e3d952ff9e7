import { email, firstIssue, maxLength, required } from '../../ui/field-rules';

/** 'Invalid email format' for anything that is not an address, empty included. */
export function newsletterEmailIssue(value: string) {
  const issue = firstIssue(value.trim(), [required, email, maxLength(254)]);
  return issue?.key === 'validation.required' ? { key: 'validation.invalidEmail' } : issue;
}
