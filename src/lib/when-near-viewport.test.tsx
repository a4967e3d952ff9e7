import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver whose callback the test calls. */
function installObserver() {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearViewport', () => {
  it('shows the placeholder until the part comes near the viewport, then the part', () => {
    const observers = installObserver();
    const { container } = render(
      <WhenNearViewport placeholderClassName="chart-placeholder">
        <p>chart</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    expect(container.querySelector('.chart-placeholder')).not.toBeNull();
    expect(observers[0]!.options?.rootMargin).toBe('200px');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('chart')).toBeTruthy();
    expect(container.querySelector('.chart-placeholder')).toBeNull();
  });

  it('keeps the placeholder while the code of the part is still loading', () => {
    const observers = installObserver();
    const NeverLoaded = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    const { container } = render(
      <WhenNearViewport placeholderClassName="chart-placeholder">
        <NeverLoaded />
      </WhenNearViewport>,
    );
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(container.querySelector('.chart-placeholder')).not.toBeNull();
  });

  it('renders the part at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport placeholderClassName="chart-placeholder">
        <p>chart</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
