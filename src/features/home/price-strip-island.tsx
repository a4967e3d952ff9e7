import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useAppState } from '../../state/app-store';
import { useLang } from '../../state/use-lang';
import { formatRate } from '../../i18n/format-money';
import { formatPercentChange } from '../../i18n/format-number';
import { IN_SENTENCE, LocalTime, SentenceWith } from '../../ui/local-time';
import { CoinIcon } from '../../ui/coin-icon';
import { PageLink } from '../../ui/page-link';
import { defineIsland } from '../../ui/islands';
import { homePricesQuery } from './home-queries';

const MAIN_COINS = 6;
const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

export function PriceStrip() {
  const { t } = useTranslation();
  const lang = useLang();
  const fiat = useAppState((s) => s.defaultFiat);
  const { data, isPending, isError } = useQuery(homePricesQuery(fiat, lang));
  return (
    <section className="price-strip" aria-labelledby="price-strip-title" aria-busy={isPending}>
      <div className="price-strip-head">
        <h2 id="price-strip-title">{t('pages.home.prices')}</h2>
        {data && (
          <p className="price-strip-time">
            <SentenceWith
              text={t('pages.home.pricesAsOf', { time: IN_SENTENCE })}
              element={<LocalTime at={data.timestamp * 1000} lang={lang} options={HOUR_MINUTE} />}
            />
          </p>
        )}
      </div>
      {isPending && <p className="price-strip-status">{t('common.loading')}</p>}
      {isError && !data && <p className="price-strip-status">{t('pages.home.pricesUnavailable')}</p>}
      {data && (
        <ul className="price-list">
          {data.prices.slice(0, MAIN_COINS).map((coin) => {
            const change = coin.change24h ?? null;
            return (
              <li key={coin.symbol} className="price-item">
                <PageLink to="buy" params={{ token: coin.symbol.toLowerCase() }} className="price-link">
                  <CoinIcon symbol={coin.symbol} />
                  <span className="price-name">
                    {coin.name} <abbr title={coin.name}>{coin.symbol.toUpperCase()}</abbr>
                  </span>
                  <span className="price-value" data-testid="price-value">
                    {formatRate(coin.price, data.fiat)}
                  </span>
                  {change !== null && (
                    <span className={`price-change ${change >= 0 ? 'up' : 'down'}`}>
                      <span aria-hidden="true">{change >= 0 ? '▲' : '▼'} </span>
                      <span className="visually-hidden">{t('pages.home.change24h')} </span>
                      {formatPercentChange(change)}
                    </span>
                  )}
                </PageLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export const island = defineIsland('price-strip', PriceStrip);
