import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '../../state/app-store';
import { createQueryClient } from '../../state/query-client';
import { ApiError } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';
import { CallMeWidget } from './call-me-widget';
import { sendCallMe } from './send-call-me';
import { viteLocales } from '../../../tests/setup/locales-vite';

vi.mock('./send-call-me', () => ({ sendCallMe: vi.fn() }));
vi.mock('./phone-lead', () => ({ sendPhoneLead: vi.fn(async () => ({ ok: true })) }));

const translation = viteLocales.en as Record<string, Record<string, unknown>>;

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } }));
beforeEach(() => {
  vi.mocked(sendCallMe).mockReset().mockResolvedValue({ status: 'queued' });
  appStore.set({ snackbars: [] });
});

/**
 * The panel is an HTML popover: the browser opens and closes it (jsdom has no popovers; the end-to-end
 * tests drive the real ones). Here the browser's toggle events are played to the widget.
 */
function toggled(panel: HTMLElement, newState: 'open' | 'closed') {
  act(() => {
    panel.dispatchEvent(Object.assign(new Event('toggle'), { oldState: newState === 'open' ? 'closed' : 'open', newState }));
  });
}

function setup() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <p>page</p>
      <CallMeWidget />
    </QueryClientProvider>,
  );
  const panel = screen.getByRole('dialog', { hidden: true });
  toggled(panel, 'open');
  return { user, panel, toggle: screen.getByRole('button', { name: 'Ask us to call you' }) };
}

describe('CallMeWidget', () => {
  it('is a native popover: its button and its close button name the panel', () => {
    const { panel, toggle } = setup();
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('popovertarget', panel.id);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('opens with focus in the phone field and checks the rules in order', async () => {
    const { user } = setup();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Call me' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Must write a number');
    await user.type(phone, '61234');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('The phone number must have 9 digits');
    await user.clear(phone);
    await user.type(phone, '512345678');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Must write a valid phone number');
    expect(phone).toHaveAccessibleDescription(/Must write a valid phone number/);
    expect(sendCallMe).not.toHaveBeenCalled();
  });

  it('sends a normalised pasted number and shows the success prompt', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('+34 612 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Phone number send success, we will contact you as soon as possible'),
    );
    expect(sendCallMe).toHaveBeenCalledWith('612345678');
  });

  it('says a failure once, in the field, and keeps the number typed', async () => {
    vi.mocked(sendCallMe).mockRejectedValue(new ApiError(500, 'Error'));
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '712345678');
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('something went wrong sending your phone number'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(appStore.get().snackbars).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('712345678');
  });

  it('once closed, the field is cleared, the error hidden and the prompt reset (SPEC 4)', async () => {
    const { user, panel } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '1');
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    toggled(panel, 'closed');
    toggled(panel, 'open');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Leave your phone number');
  });
});
