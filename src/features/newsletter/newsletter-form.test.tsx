import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { appStore } from '../../state/app-store';
import { reportError } from '../../state/report-error';
import { Snackbars } from '../../ui/snackbars';
import { i18n } from '../../i18n/i18n';
import { NewsletterForm } from './newsletter-form';
import { sendNewsletterSignup } from './send-newsletter-signup';
import { viteLocales } from '../../../tests/setup/locales-vite';

vi.mock('./send-newsletter-signup', () => ({ sendNewsletterSignup: vi.fn() }));
// The error catalogue (tested on its own) turns a failure into its snackbars.
vi.mock('../../state/report-error', () => ({ reportError: vi.fn() }));

const translation = viteLocales.en as Record<string, Record<string, unknown>>;

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } }));
beforeEach(() => {
  vi.mocked(sendNewsletterSignup).mockReset();
  vi.mocked(reportError).mockReset();
  appStore.set({ snackbars: [] });
});

/** Every live region (inline or snackbar) that currently says `text`: what a screen reader hears. */
const announcements = (text: string) =>
  [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter((region) => region.textContent?.includes(text));

async function subscribe(email = 'ana@example.com') {
  const user = userEvent.setup();
  render(
    <>
      <NewsletterForm id="test-newsletter" />
      <Snackbars />
    </>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Your email' }), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm announces each outcome once', () => {
  it('thanks the visitor in the form only, with no snackbar', async () => {
    vi.mocked(sendNewsletterSignup).mockResolvedValue({ result: 'success' });
    await subscribe();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing!'));
    expect(announcements('Thank you for subscribing!')).toHaveLength(1);
    expect(appStore.get().snackbars).toEqual([]);
  });

  it('says a queued sign-up is queued once, in the form', async () => {
    vi.mocked(sendNewsletterSignup).mockResolvedValue({ queued: true });
    await subscribe();
    const queued = i18n.t('offline.queued');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(queued));
    expect(announcements(queued)).toHaveLength(1);
    expect(appStore.get().snackbars).toEqual([]);
  });

  it('puts an address the provider refuses in the field, not in a snackbar', async () => {
    vi.mocked(sendNewsletterSignup).mockRejectedValue(new ApiError(400, 'invalid'));
    await subscribe();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format'));
    expect(announcements('Invalid email format')).toHaveLength(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('hands any other failure to the error catalogue once, with nothing inline', async () => {
    const failure = new ApiError(500, 'provider down');
    vi.mocked(sendNewsletterSignup).mockRejectedValue(failure);
    await subscribe();
    await waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    expect(reportError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveValue('ana@example.com');
  });
});
