import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { localiseTimes } from '../i18n/local-time';
import { IN_SENTENCE, LocalTime, SentenceWith } from './local-time';

// The server writes the market's zone (Madrid for Spain); the visitor's is another. vitest runs in UTC.
vi.mock('../state/use-lang', () => ({ useMarketId: () => 1 }));

const AT = Date.UTC(2026, 0, 15, 9, 5);
const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

function Stamp() {
  return (
    <p id="stamp">{<SentenceWith text={`As of ${IN_SENTENCE}.`} element={<LocalTime at={AT} lang="en" options={HOUR_MINUTE} />} />}</p>
  );
}

describe('LocalTime', () => {
  it("is written in the market's zone by the server, in the visitor's by the entry, and hydrates over it without an error", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Stamp />)}</div>`;
    // Madrid is an hour ahead of UTC in January.
    expect(document.querySelector('#stamp')!.textContent).toBe('As of 10:05 AM.');
    localiseTimes();
    expect(document.querySelector('#stamp')!.textContent).toBe('As of 09:05 AM.');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(document.querySelector('#root')!, <Stamp />, { onRecoverableError: recoverable }));
    await act(async () => undefined);
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.querySelector('#stamp')!.textContent).toBe('As of 09:05 AM.');
    act(() => root.unmount());
  });
});
