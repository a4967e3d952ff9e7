import { resolveToken, type AssetAttributes } from './assets-query';

const assets: AssetAttributes[] = [
  { Token: 'btc', Symbol: 'BTC', Name: 'Bitcoin', Decimals: 8 },
  { Token: 'eth', Symbol: 'ETH', Name: 'Ethereum', Decimals: 8 },
];

describe('resolveToken', () => {
  it('preselects the named coin in any case', () => {
    expect(resolveToken('eth', assets)).toEqual({ symbol: 'ETH', unknown: false });
    expect(resolveToken('ETH', assets)).toEqual({ symbol: 'ETH', unknown: false });
  });

  it('falls back to BTC, with a note only for an unknown token', () => {
    expect(resolveToken(undefined, assets)).toEqual({ symbol: 'BTC', unknown: false });
    expect(resolveToken('doge', assets)).toEqual({ symbol: 'BTC', unknown: true });
    expect(resolveToken('<x>', [])).toEqual({ symbol: 'BTC', unknown: true });
  });
});
