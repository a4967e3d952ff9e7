import { render } from '@testing-library/react';
import { CoinIcon, coinIconId } from './coin-icon';

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
    expect(coinIconId('DOGE')).toBe('coin');
    expect(coinIconId('ada')).toBe('ada');
    const { container } = render(<CoinIcon symbol="ADA" />);
    expect(container.querySelectorAll('circle')).toHaveLength(13);
  });
});
