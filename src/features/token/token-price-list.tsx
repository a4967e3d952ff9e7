import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLang } from '../../state/use-lang';
import { useDisplayTimeZone } from '../../state/render-clock';
import { formatPercentChange } from '../../i18n/format-number';
import { formatRate } from '../../i18n/format-money';
import { pricesQuery } from './prices-query';
import { CoinIcon } from '../../ui/coin-icon';
import { dateTimeFormat } from '../../i18n/intl-formats';
import { IN_SENTENCE, LocalTime, SentenceWith } from '../../ui/local-time';

const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

export interface TokenListContent {
  Title?: string;
  Intro?: string;
  ColumnLabels?: { name?: string; price?: string; change?: string; chart?: string };
}

interface Props {
  content: TokenListContent | undefined;
  fiat: string;
  selected: string;
  onShowChart: (symbol: string) => void;
}

/** Current prices in the market's fiat with the 24 h change where the data has it. */
export function TokenPriceList({ content, fiat, selected, onShowChart }: Props) {
  const { t, i18n } = useTranslation();
  const { data, isError, isPending } = useQuery(pricesQuery(fiat, useLang()));
  const labels = content?.ColumnLabels ?? {};
  const timeZone = useDisplayTimeZone();
  const asOf = data ? dateTimeFormat(i18n.language, { ...HOUR_MINUTE, timeZone }).format(data.timestamp * 1000) : '';
  return (
    <section className="token-prices" aria-labelledby="token-prices-title">
      <h2 id="token-prices-title">{content?.Title ?? t('token.pricesTitle')}</h2>
      {content?.Intro && <p>{content.Intro}</p>}
      {isPending && <p role="status">{t('token.loading')}</p>}
      {isError && (
        <p role="alert" className="token-prices-error">
          {data ? t('token.stale', { time: asOf }) : t('token.failed')}
        </p>
      )}
      {data && (
        <div className="token-table-wrap">
          <table className="token-table">
            <caption className="visually-hidden">{t('token.caption', { fiat: data.fiat, time: asOf })}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.name ?? t('token.columns.name')}</th>
                <th scope="col">{labels.price ?? t('token.columns.price')}</th>
                <th scope="col">{labels.change ?? t('token.columns.change')}</th>
                <th scope="col">{labels.chart ?? t('token.columns.chart')}</th>
              </tr>
            </thead>
            <tbody>
              {data.prices.map(({ symbol, name, price, change24h }) => (
                <tr key={symbol} data-testid={`token-row-${symbol}`}>
                  <th scope="row">
                    <CoinIcon symbol={symbol} size={20} /> {name} <span className="token-symbol">{symbol}</span>
                  </th>
                  <td className="token-number">{formatRate(price, data.fiat)}</td>
                  <td className={`token-number ${change24h == null ? '' : change24h >= 0 ? 'token-up' : 'token-down'}`}>
                    {change24h == null ? t('token.noChange') : formatPercentChange(change24h)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button secondary token-chart-button"
                      aria-pressed={selected === symbol}
                      onClick={() => onShowChart(symbol)}
                    >
                      {t('token.showChart', { name })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="token-as-of">
            <SentenceWith
              text={t('token.asOf', { time: IN_SENTENCE })}
              element={<LocalTime at={data.timestamp * 1000} lang={i18n.language} options={HOUR_MINUTE} />}
            />
          </p>
        </div>
      )}
    </section>
  );
}
