import type { CallBackTransport } from './send-call-me';

type CallBackRequest = Parameters<CallBackTransport>[0];

/** The requests sendCallMe hands its transport, with the IVR id and caller number configured as `env` says. */
async function sent(env: Record<string, string>, ...phones: string[]): Promise<CallBackRequest[]> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    const { sendCallMe } = await import('./send-call-me');
    const requests: CallBackRequest[] = [];
    for (const phone of phones) await sendCallMe(phone, async (request) => void requests.push(request));
    return requests;
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('call-back request (SPEC 7)', () => {
  it('builds the body: 34 + phone as an integer, timeout 60, clir false', async () => {
    const [request] = await sent({ VITE_IVR_FROM_NUMBER: '' }, '612345678');
    expect(request?.body).toEqual({ to_number: 34612345678, timeout: 60, clir: false });
  });

  it('adds from_number only when configured', async () => {
    const [request] = await sent({ VITE_IVR_FROM_NUMBER: '+34 910 602 330' }, '712345678');
    expect(request?.body).toEqual({
      to_number: 34712345678,
      timeout: 60,
      clir: false,
      from_number: 34910602330,
    });
  });

  it('hands the transport the IVR path, the body and a fresh idempotency key', async () => {
    const requests = await sent({ VITE_IVR_ID: 'ivr 7' }, '612345678', '612345678');
    expect(requests[0]?.path).toBe('ivrs/ivr%207/callback');
    expect(requests[0]?.body.to_number).toBe(34612345678);
    expect(requests[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(requests[0]?.idempotencyKey).not.toBe(requests[1]?.idempotencyKey);
    expect((await sent({ VITE_IVR_ID: '' }, '612345678'))[0]?.path).toBe('ivrs/demo-ivr/callback');
  });
});
