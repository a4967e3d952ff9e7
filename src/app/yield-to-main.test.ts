import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../routes/router';
import { yieldOnce } from './yield-to-main';

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('yieldOnce', () => {
  it('waits for a task the first time only', async () => {
    const pass = yieldOnce();
    let first = false;
    void pass().then(() => (first = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(first).toBe(false);
    await macrotask();
    expect(first).toBe(true);
    let second = false;
    void pass().then(() => (second = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(second).toBe(true);
  });

  it("is awaited by the root route's beforeLoad when the router is given one (taking over a server page)", async () => {
    const yieldInFirstLoad = vi.fn(async () => undefined);
    const router = createAppRouter({ queryClient: new QueryClient(), marketId: 1, yieldInFirstLoad }, createMemoryHistory({ initialEntries: ['/no-such-page'] }));
    await router.load();
    expect(yieldInFirstLoad).toHaveBeenCalledTimes(1);
  });
});
