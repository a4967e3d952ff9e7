import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { server } from '../../../tests/setup/msw-server';
import { ContactForm } from './contact-form';

const form = { Topics: [{ Value: 'atm', Label: 'An ATM' }], SubmitLabel: 'Send message', SuccessMessage: 'Thanks, received.' };

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana López');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
  await user.click(screen.getByRole('combobox', { name: /Topic/ }));
  await user.click(screen.getByRole('option', { name: 'An ATM' }));
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
}

// Typing through user-event is slow on a busy machine; these tests type whole forms.
const SLOW = 20_000;

describe('ContactForm', () => {
  it(
    'shows the validation messages and keeps what was typed',
    async () => {
      const user = userEvent.setup();
      await renderWithApp(<ContactForm form={form} />, { lang: 'en' });
      await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'R2D2');
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription('Must write just alphabetic characters');
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('R2D2');
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Field required');
      expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveAccessibleDescription('Must select at least one option');
    },
    SLOW,
  );

  it(
    'sends the message to the demo backend and shows the success message',
    async () => {
      const user = userEvent.setup();
      await renderWithApp(<ContactForm form={form} />, { lang: 'en' });
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText('Thanks, received.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the server 422 field errors under their fields and keeps the idempotency key for the retry',
    async () => {
      const keys: Array<string | null> = [];
      let attempts = 0;
      server.use(
        http.post('*/rates/contact', ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          attempts++;
          return attempts === 1
            ? HttpResponse.json({ errors: { email: ['The email has already taken'] }, message: 'invalid' }, { status: 422 })
            : HttpResponse.json({ ok: true }, { status: 201 });
        }),
      );
      const user = userEvent.setup();
      await renderWithApp(<ContactForm form={form} />, { lang: 'en' });
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('The email has already taken'),
      );
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText('Thanks, received.')).toBeInTheDocument();
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
    },
    SLOW,
  );
});
