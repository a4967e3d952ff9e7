import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, dehydrate, useQuery } from '@tanstack/react-query';
import { rememberRenderedQueries, useDataAsRendered } from './rendered-queries';

function Shown({ name }: { name: string }) {
  const { data } = useQuery({ queryKey: [name], queryFn: () => new Promise<string>(() => undefined), enabled: false });
  return <p id="shown">{useDataAsRendered([name], data) ?? 'nothing yet'}</p>;
}

/** Hydrates the server's `html` over a cache holding `cached` for the query; returns the text while hydrating and after. */
async function hydrateOver(html: string, name: string, cached: string, { rendered }: { rendered: boolean }) {
  const client = new QueryClient();
  client.setQueryData([name], cached);
  if (rendered) rememberRenderedQueries(dehydrate(client));
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const recoverable = vi.fn();
  const root = await act(async () =>
    hydrateRoot(
      document.querySelector('#root')!,
      <QueryClientProvider client={client}>
        <Shown name={name} />
      </QueryClientProvider>,
      { onRecoverableError: recoverable },
    ),
  );
  await act(async () => undefined);
  const after = document.querySelector('#shown')!.textContent;
  act(() => root.unmount());
  return { recoverable, after };
}

describe('useDataAsRendered', () => {
  it("hydrates with the server's data where the server rendered some", async () => {
    const { recoverable, after } = await hydrateOver('<p id="shown">server</p>', 'rate', 'server', { rendered: true });
    expect(recoverable).not.toHaveBeenCalled();
    expect(after).toBe('server');
  });

  it('hydrates without data the server did not have (the last visit’s copy), and shows it once hydrated', async () => {
    const { recoverable, after } = await hydrateOver('<p id="shown">nothing yet</p>', 'history', 'restored', { rendered: false });
    expect(recoverable).not.toHaveBeenCalled();
    expect(after).toBe('restored');
  });
});
