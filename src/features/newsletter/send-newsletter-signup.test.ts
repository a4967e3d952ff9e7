import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/setup/msw-server';
import { sendNewsletterSignup } from './send-newsletter-signup';

describe('sendNewsletterSignup', () => {
  it('sends the subscribe GET then the POST with no body and an idempotency key', async () => {
    const calls: Array<{ method: string; email: string | null; key: string | null; body: string }> = [];
    server.use(
      http.all('*/newsletter/subscribe', async ({ request }) => {
        const url = new URL(request.url);
        calls.push({
          method: request.method,
          email: url.searchParams.get('email'),
          key: request.headers.get('idempotency-key'),
          body: await request.text(),
        });
        return HttpResponse.json({ result: 'success' });
      }),
    );
    await expect(sendNewsletterSignup('ana@example.com')).resolves.toEqual({ result: 'success' });
    expect(calls.map((call) => [call.method, call.email, call.body])).toEqual([
      ['GET', 'ana@example.com', ''],
      ['POST', 'ana@example.com', ''],
    ]);
    expect(calls[1]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('rejects with the provider error for a bad address', async () => {
    await expect(sendNewsletterSignup('nope')).rejects.toMatchObject({ status: 400 });
  });
});
