import { act, render, screen } from '@testing-library/react';
import { WhenIdle } from './when-idle';

// jsdom has no requestIdleCallback: the widgets render when the timer after the load event fires.
const afterLoadAndIdle = async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1600));
  });
};

describe('WhenIdle', () => {
  it('asks for the code after the page has loaded and renders the widget once it has arrived', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(
      <WhenIdle load={load}>
        <p>widget</p>
      </WhenIdle>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('widget')).toBeNull();
    await afterLoadAndIdle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('widget')).toBeTruthy();
  });

  it('leaves a widget whose code failed to load out of the page', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <main>
        <p>page</p>
        <WhenIdle load={load}>
          <p>widget</p>
        </WhenIdle>
      </main>,
    );
    await afterLoadAndIdle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('widget')).toBeNull();
    expect(screen.getByText('page')).toBeTruthy();
  });
});
