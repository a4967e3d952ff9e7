import { act, useState } from 'react';
import { hydrateRoot as reactHydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// The module keeps the first document's state: each test takes a fresh copy.
async function freshIslands() {
  vi.resetModules();
  return import('./islands');
}

/** React marks the DOM nodes it has taken over (islands.tsx reads the same mark); a node still holding server HTML has none. */
const takenOverByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id="counter" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Echo() {
  const [text, setText] = useState('');
  return (
    <>
      <input id="echo" value={text} onChange={(event) => setText(event.target.value)} />
      <output id="echoed">{text}</output>
    </>
  );
}

/**
 * The server's HTML of `server` (the page itself unless the server had code the browser has not yet),
 * what the visitor did to it before the code arrived (`before`), then start-up's takeover of `page`.
 */
async function serverPageTakenOver(
  page: () => React.ReactElement,
  islands: Awaited<ReturnType<typeof freshIslands>>,
  { server = page, before }: { server?: () => React.ReactElement; before?: (container: HTMLElement) => void } = {},
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server());
  document.body.append(container);
  const serverText = container.querySelector('#text');
  before?.(container);
  islands.watchTypingBeforeTakeover();
  islands.holdFirstDocument();
  await act(async () => {
    hydrateRoot(container, page());
  });
  return { container, serverText };
}

/** A static paragraph and a counter island: the page most tests take over. */
function textAndCounter({ Island, Static }: Awaited<ReturnType<typeof freshIslands>>) {
  return (
    <main>
      <Static>
        <p id="text">Hello</p>
      </Static>
      <Island wake="interaction">
        <Counter label="Count" />
      </Island>
    </main>
  );
}

const roots: Root[] = [];
const hydrateRoot: typeof reactHydrateRoot = (...args) => {
  const root = reactHydrateRoot(...args);
  roots.push(root);
  return root;
};

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

describe('islands on the first document', () => {
  it('keeps a static part as the server wrote it and wakes an island on its first click, which takes effect', async () => {
    const islands = await freshIslands();
    const page = () => textAndCounter(islands);
    const { container, serverText } = await serverPageTakenOver(page, islands);
    const text = container.querySelector('#text')!;
    const button = container.querySelector<HTMLButtonElement>('#counter')!;
    expect(text).toBe(serverText);
    expect(takenOverByReact(text)).toBe(false);
    expect(takenOverByReact(button)).toBe(false);
    await act(async () => button.click());
    expect(takenOverByReact(button)).toBe(true);
    expect(button.textContent).toBe('Count 1');
    expect(takenOverByReact(container.querySelector('#text')!)).toBe(false);
  });

  it('hands text typed before an island woke over to its state', async () => {
    const islands = await freshIslands();
    const { Island } = islands;
    const page = () => (
      <Island wake="interaction">
        <Echo />
      </Island>
    );
    // Typed before the code arrived: the browser keeps it in the field.
    const { container } = await serverPageTakenOver(page, islands, {
      before: (html) => (html.querySelector<HTMLInputElement>('#echo')!.value = 'Valencia'),
    });
    expect(container.querySelector('#echoed')!.textContent).toBe('');
    await act(async () => container.querySelector('#echo')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })));
    expect(container.querySelector<HTMLInputElement>('#echo')!.value).toBe('Valencia');
    expect(container.querySelector('#echoed')!.textContent).toBe('Valencia');
  });

  it('a hand-over keeps the selection the visitor has in the field, so the next key replaces it', async () => {
    const islands = await freshIslands();
    const { Island, typeInto } = islands;
    const page = () => (
      <Island wake="interaction">
        <Echo />
      </Island>
    );
    const { container } = await serverPageTakenOver(page, islands, {
      before: (html) => (html.querySelector<HTMLInputElement>('#echo')!.value = 'X1234'),
    });
    const field = container.querySelector<HTMLInputElement>('#echo')!;
    await act(async () => field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })));
    field.setSelectionRange(0, 5);
    // Another island settling hands the same text over again while the visitor has it all selected.
    await act(async () => typeInto(field, 'X1234'));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 5]);
    expect(container.querySelector('#echoed')!.textContent).toBe('X1234');
  });

  it('plays a press aimed at an island whose code was still on its way once it is hydrated, once', async () => {
    const islands = await freshIslands();
    const { Island } = islands;
    const { lazy } = await import('react');
    let arrive!: () => void;
    const code = new Promise<{ default: typeof Counter }>((resolve) => (arrive = () => resolve({ default: Counter })));
    const LateCounter = lazy(() => code);
    const page = () => (
      <Island wake="interaction">
        <LateCounter label="Count" />
      </Island>
    );
    // The server had the code: its HTML holds the button.
    const { container } = await serverPageTakenOver(page, islands, {
      server: () => (
        <Island wake="interaction">
          <Counter label="Count" />
        </Island>
      ),
    });
    await act(async () => container.querySelector<HTMLButtonElement>('#counter')!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('#counter')!.textContent).toBe('Count 0');
    await act(async () => {
      arrive();
      await code;
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('#counter')!.textContent).toBe('Count 1');
  });

  it('ignores new props while an island waits and renders with the latest once it wakes', async () => {
    const islands = await freshIslands();
    const { Island } = islands;
    let setLabel!: (label: string) => void;
    function Page() {
      const [label, change] = useState('Count');
      setLabel = change;
      return (
        <Island wake="interaction">
          <Counter label={label} />
        </Island>
      );
    }
    const { container } = await serverPageTakenOver(() => <Page />, islands);
    await act(async () => setLabel('Total'));
    const button = container.querySelector<HTMLButtonElement>('#counter')!;
    expect(takenOverByReact(button)).toBe(false);
    expect(button.textContent).toBe('Count 0');
    await act(async () => button.click());
    expect(container.querySelector('#counter')!.textContent).toBe('Total 1');
  });

  it('releasing the first document hydrates every waiting part, and resolves once they are', async () => {
    const islands = await freshIslands();
    const { releaseFirstDocument } = islands;
    const page = () => textAndCounter(islands);
    const { container } = await serverPageTakenOver(page, islands);
    let released!: Promise<void>;
    await act(async () => {
      released = releaseFirstDocument(60_000);
    });
    // Resolved by the parts' hydration, not by its time limit (the test would time out first).
    await released;
    expect(takenOverByReact(container.querySelector('#text')!)).toBe(true);
    expect(takenOverByReact(container.querySelector('#counter')!)).toBe(true);
  });

  it("renders everything at once without server HTML (the installed app's shell)", async () => {
    const islands = await freshIslands();
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(textAndCounter(islands)));
    expect(container.querySelector('#text')!.textContent).toBe('Hello');
    expect(container.querySelector('#counter')!.textContent).toBe('Count 0');
  });
});
