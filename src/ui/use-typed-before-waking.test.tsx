import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../lib/client-only';
import { NumberField } from './number-field';

/** A form like the calculator: its own state, and a part that changes once hydration is over (useHydrated). */
function Form() {
  const [value, setValue] = useState('');
  const hydrated = useHydrated();
  return (
    <>
      <NumberField id="amount" label="Amount" value={value} onChange={setValue} />
      <p id="state" data-hydrated={hydrated}>
        {value}
      </p>
    </>
  );
}

describe('useTypedBeforeWaking', () => {
  it('hands what was typed before waking to the field before anything renders again: the typed text is never written over', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
    const input = document.querySelector<HTMLInputElement>('#amount')!;
    input.focus();
    input.value = '2';
    // Every value React writes into the field from here on.
    const written: string[] = [];
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(input, 'value', {
      get: () => native.get!.call(input) as string,
      set: (next: string) => {
        written.push(next);
        native.set!.call(input, next);
      },
    });
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(document.querySelector('#root')!, <Form />, { onRecoverableError: recoverable }));
    await act(async () => undefined);
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.querySelector('#state')!.getAttribute('data-hydrated')).toBe('true');
    expect(document.querySelector('#state')!.textContent).toBe('2');
    // A key pressed at any moment of the hydration would have landed in a field that still said "2".
    expect(written.filter((value) => value !== '2')).toEqual([]);
    act(() => root.unmount());
  });
});
