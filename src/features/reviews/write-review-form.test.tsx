import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { appStore } from '../../state/app-store';
import { createQueryClient } from '../../state/query-client';
import { reportError } from '../../state/report-error';
import { Snackbars } from '../../ui/snackbars';
import { i18n } from '../../i18n/i18n';
import { sendReview } from './send-review';
import { WriteReviewForm } from './write-review-form';
import { viteLocales } from '../../../tests/setup/locales-vite';

vi.mock('./send-review', () => ({ sendReview: vi.fn() }));
// The error catalogue (tested on its own) turns a failure into its snackbars.
vi.mock('../../state/report-error', () => ({ reportError: vi.fn() }));

const translation = viteLocales.en as Record<string, Record<string, unknown>>;

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } }));
beforeEach(() => {
  vi.mocked(sendReview).mockReset();
  vi.mocked(reportError).mockReset();
  appStore.set({ snackbars: [] });
});

/** Every live region (inline or snackbar) that currently says `text`: what a screen reader hears. */
const announcements = (text: string) =>
  [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter((region) => region.textContent?.includes(text));

async function writeReview() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WriteReviewForm copy={{}} options={[{ value: 'store:12', label: 'Store · Madrid' }]} />
      <Snackbars />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('combobox', { name: /Store or ATM you visited/ }));
  await user.click(screen.getByRole('option', { name: 'Store · Madrid' }));
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Quick and friendly service at the counter.');
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Post review' }));
}

describe('WriteReviewForm announces each outcome once', () => {
  it('thanks the visitor in the form only, with no snackbar', async () => {
    vi.mocked(sendReview).mockResolvedValue({
      review: { id: 1, locationId: 12, author: 'Ana', rating: 4, text: 'Quick and friendly service at the counter.', date: '2026-11-23' },
    });
    await writeReview();
    await waitFor(() => expect(announcements('Thank you for your review.')).toHaveLength(1));
    expect(appStore.get().snackbars).toEqual([]);
    expect(sendReview).toHaveBeenCalledTimes(1);
  });

  it('shows the server field errors at their fields, not in a snackbar as well', async () => {
    vi.mocked(sendReview).mockRejectedValue(new ApiError(422, 'invalid', null, { text: ['Too short for a review'] }));
    await writeReview();
    await waitFor(() => expect(announcements('Too short for a review')).toHaveLength(1));
    expect(reportError).not.toHaveBeenCalled();
    expect(appStore.get().snackbars).toEqual([]);
  });

  it('hands any other failure to the error catalogue once', async () => {
    const failure = new ApiError(500, 'down');
    vi.mocked(sendReview).mockRejectedValue(failure);
    await writeReview();
    await waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    expect(reportError).toHaveBeenCalledWith(failure);
    expect(document.querySelector('.write-review-status')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
