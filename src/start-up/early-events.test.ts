import { EARLY_EVENTS_RECORDER, replayEarlyEvents, takeEarlyEvents } from './early-events';

function startRecorder() {
  new Function(EARLY_EVENTS_RECORDER)();
}

function page() {
  document.body.innerHTML = `
    <form id="form"><input id="amount" value=""><select id="coin"><option>BTC</option><option>ETH</option></select>
      <input id="agree" type="checkbox"><button id="send" type="submit">Send</button></form>
    <button id="more" type="button">More</button><a id="link" href="#x"><span>Go</span></a>`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    form: get<HTMLFormElement>('form'),
    amount: get<HTMLInputElement>('amount'),
    coin: get<HTMLSelectElement>('coin'),
    agree: get<HTMLInputElement>('agree'),
    send: get<HTMLButtonElement>('send'),
    more: get<HTMLButtonElement>('more'),
    link: get<HTMLAnchorElement>('link'),
  };
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What React leaves on the nodes it has hydrated. */
const takeOver = (...elements: Element[]) => elements.forEach((element) => Object.assign(element, { __reactProps$test: {} }));

afterEach(() => {
  takeEarlyEvents();
  document.body.innerHTML = '';
});

describe('early events', () => {
  it('records typing, a select, button clicks and keeps the form from submitting natively', () => {
    const { form, amount, coin, send, more, link } = page();
    startRecorder();
    type(amount, '2');
    type(amount, '200');
    choose(coin, 'ETH');
    more.click();
    link.querySelector('span')!.click();
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    form.addEventListener('submit', submitted);
    send.click();
    expect(submitted).toHaveReturnedWith(true);
    const events = takeEarlyEvents();
    expect(events.map((event) => [event.type, event.target.id])).toEqual([
      ['value', 'amount'],
      ['value', 'amount'],
      ['value', 'coin'],
      ['click', 'more'],
      ['click', 'send'],
    ]);
  });

  it('records a press on a searchable select (a combobox field), which opens once hydrated', () => {
    document.body.innerHTML = '<input id="coin-search" role="combobox" aria-expanded="false" value="Bitcoin">';
    startRecorder();
    document.getElementById('coin-search')!.click();
    expect(takeEarlyEvents().map((event) => [event.type, event.target.id])).toEqual([['click', 'coin-search']]);
  });

  it('records an implicit submit (Enter in a field) as a submit', () => {
    const { form } = page();
    startRecorder();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(takeEarlyEvents().map((event) => event.type)).toEqual(['submit']);
  });

  it('stops recording once taken', () => {
    const { more } = page();
    startRecorder();
    takeEarlyEvents();
    more.click();
    expect(takeEarlyEvents()).toEqual([]);
  });

  it("plays back each field's last value as typing, then the clicks, in order", async () => {
    const { amount, coin, more, agree } = page();
    startRecorder();
    type(amount, '2');
    type(amount, '200');
    choose(coin, 'ETH');
    agree.click();
    more.click();
    const events = takeEarlyEvents();
    // Hydration puts the server's values back.
    amount.value = '';
    coin.value = 'BTC';
    agree.checked = false;
    const seen: string[] = [];
    document.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    document.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLInputElement).value}`));
    more.addEventListener('click', () => seen.push('more'));
    takeOver(amount, coin, more, agree);
    await replayEarlyEvents(events);
    expect(amount.value).toBe('200');
    expect(coin.value).toBe('ETH');
    expect(agree.checked).toBe(true);
    expect(seen).toEqual(['input 200', 'change ETH', 'input on', 'change on', 'more']);
  });

  it('does not click a checkbox already as the visitor left it, nor elements gone from the page', async () => {
    const { agree, more } = page();
    startRecorder();
    agree.click();
    more.click();
    const events = takeEarlyEvents();
    more.remove();
    const clicks = vi.fn();
    agree.addEventListener('click', clicks);
    more.addEventListener('click', clicks);
    await replayEarlyEvents(events);
    expect(agree.checked).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
  });

  it('plays one event per task, so each sees the state the one before left', async () => {
    const { amount, more } = page();
    startRecorder();
    type(amount, '200');
    more.click();
    const events = takeEarlyEvents();
    amount.value = '';
    const seen: string[] = [];
    more.addEventListener('click', () => seen.push(`more sees ${amount.dataset.state ?? 'nothing'}`));
    amount.addEventListener('input', () => setTimeout(() => (amount.dataset.state = amount.value)));
    await replayEarlyEvents(events);
    expect(seen).toEqual(['more sees 200']);
  });

  it('keeps what the visitor typed after the recording stopped, rather than the last recorded value', async () => {
    const { amount } = page();
    startRecorder();
    type(amount, 'Valenc');
    const events = takeEarlyEvents();
    // Typed while the page was being taken over: the browser put it in the field, the recorder had stopped.
    amount.value = 'Valencia';
    const seen: string[] = [];
    amount.addEventListener('input', () => seen.push(amount.value));
    takeOver(amount);
    await replayEarlyEvents(events);
    expect(amount.value).toBe('Valencia');
    expect(seen).toEqual(['Valencia']);
  });

  it('sends a field React has not taken over an event of its own first, so its part is hydrated before the typing', async () => {
    const { amount } = page();
    startRecorder();
    type(amount, '7');
    const events = takeEarlyEvents();
    const seen: string[] = [];
    amount.addEventListener('input', () => {
      seen.push(amount.value);
      takeOver(amount);
    });
    await replayEarlyEvents(events);
    expect(seen).toEqual(['7', '7']);
  });

  it('finds a field the client rendered anew by its id', async () => {
    const { amount } = page();
    startRecorder();
    type(amount, '42');
    const events = takeEarlyEvents();
    const fresh = document.createElement('input');
    fresh.id = 'amount';
    amount.replaceWith(fresh);
    await replayEarlyEvents(events);
    expect(fresh.value).toBe('42');
  });
});
