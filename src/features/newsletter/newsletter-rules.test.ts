import { newsletterEmailIssue } from './newsletter-rules';

describe('newsletter email', () => {
  it('refuses empty and malformed addresses with invalidEmail', () => {
    for (const bad of ['', '  ', 'ana', 'ana@example', 'ana@@example.com'])
      expect(newsletterEmailIssue(bad)).toEqual({ key: 'validation.invalidEmail' });
  });

  it('accepts an address, ignoring surrounding spaces', () => {
    expect(newsletterEmailIssue(' ana@example.com ')).toBeNull();
  });
});
