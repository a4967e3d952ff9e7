import { render } from '@testing-library/react';
import { CoinIcon } from './coin-icon';

const drawingOf = (symbol: string) =>
  render(<CoinIcon symbol={symbol} />)
    .container.querySelector('svg')!
    .getAttribute('class');

describe('CoinIcon', () => {
  it("draws the coin's disc and glyph inline, hidden from assistive technology", () => {
    const { container } = render(<CoinIcon symbol="BTC" size={32} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('coin-icon coin-icon-btc');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('32');
    expect(svg.querySelector('circle[r="16"]')).not.toBeNull();
    expect(svg.querySelector('path')).not.toBeNull();
    // Nothing refers to another file: no document of its own to load.
    expect(svg.querySelector('use')).toBeNull();
  });

  it('gives a coin without its own drawing the neutral one', () => {
    expect(drawingOf('DOGE')).toBe('coin-icon coin-icon-coin');
    expect(drawingOf('ada')).toBe('coin-icon coin-icon-ada');
    const { container } = render(<CoinIcon symbol="ADA" />);
    expect(container.querySelectorAll('circle')).toHaveLength(13);
  });
});
