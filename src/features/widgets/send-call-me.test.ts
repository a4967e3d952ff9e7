import { callBackBody, IVR_ID, sendCallMe, type CallBackRequest } from './send-call-me';

describe('call-back request (SPEC 7)', () => {
  it('builds the body: 34 + phone as an integer, timeout 60, clir false', () => {
    expect(callBackBody('612345678', undefined)).toEqual({ to_number: 34612345678, timeout: 60, clir: false });
  });

  it('adds from_number only when configured', () => {
    expect(callBackBody('712345678', '+34 910 602 330')).toEqual({
      to_number: 34712345678,
      timeout: 60,
      clir: false,
      from_number: 34910602330,
    });
    expect(callBackBody('712345678', '')).not.toHaveProperty('from_number');
  });

  it('hands the transport the IVR path, the body and a fresh idempotency key', async () => {
    const requests: CallBackRequest[] = [];
    const transport = async (request: CallBackRequest) => void requests.push(request);
    await sendCallMe('612345678', transport);
    await sendCallMe('612345678', transport);
    expect(requests[0].path).toBe(`ivrs/${IVR_ID}/callback`);
    expect(requests[0].body.to_number).toBe(34612345678);
    expect(requests[0].idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(requests[0].idempotencyKey).not.toBe(requests[1].idempotencyKey);
  });
});
