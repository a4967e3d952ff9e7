// The render's transport: identical service reads shared within the cache time.
import { serviceReads } from './service-reads';

describe('serviceReads', () => {
  it("shares the render's service reads, but not those of a render carrying a forwarded header (a test's fault)", async () => {
    const calls: string[] = [];
    const counting = async (req: Request) => {
      calls.push(req.headers.get('x-demo-fault') ?? 'healthy');
      return Response.json({ data: { id: 1 } });
    };
    const transport = serviceReads({
      services: counting,
      apiOrigin: 'http://127.0.0.1:1',
      cacheMs: 10_000,
      forwardHeaders: ['x-demo-fault'],
    });
    await transport('/cms/api/home', { headers: {} });
    await transport('/cms/api/home', { headers: {} });
    await transport('/cms/api/home', { headers: { 'x-demo-fault': '500' } });
    expect(calls).toEqual(['healthy', '500']);
  });
});
