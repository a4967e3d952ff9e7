// The exchange calculator (SPEC 3): action, fiat and coin, an amount on either side, payment method,
// rate with its age, the fee apart from the rate, and the request that goes to chat and to the lead.
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppState } from '../../state/app-store';
import { useMarketId } from '../../state/use-lang';
import { fiatFractionDigits } from '../../i18n/fiat-symbol';
import { formatFiat } from '../../i18n/format-money';
import { NumberField } from '../../ui/number-field';
import { SelectSearch } from '../../ui/select-search';
import { ActionToggle } from './action-toggle';
import { resolveToken, useAssets, type AssetAttributes } from '../../content/assets-query';
import { priceChannels } from './channel-pricing';
import { ChannelTable } from './channel-table';
import { computeExchange, parseTyped, type CalculatorInput } from './exchange-values';
import { ExchangeRequest } from './exchange-request';
import { FeeBreakdown } from './fee-breakdown';
import { DEFAULT_PAYMENT_METHOD, feeIn, feeTables, methodsOf, minimumFiat, type ExchangeAction, type FeeTable } from './fees';
import { FiatIcon } from './fiat-icon';
import { HonestQuote } from './honest-quote';
import { CoinIcon } from '../../ui/coin-icon';
import { PaymentMethodPicker } from './payment-method-picker';
import { useRate } from './rate-query';
import { RateStatus } from './rate-status';
import { useNearestFees } from './use-nearest-fees';
import './exchange.css';
import { HoneypotField } from '../../ui/honeypot-field';
import { chosenPair, startingFiat } from './chosen-pair';

interface Props {
  /** Fixed on the buy and sell pages; without it the visitor chooses (default buy). */
  action?: ExchangeAction;
  /** Route token (`/buy/eth`) preselecting the coin. */
  token?: string;
}

const MAX_COIN_DIGITS = 8;

// The controls a keystroke does not change, memoised so its render passes them by.
const CurrencySelect = memo(SelectSearch);
const ActionChoice = memo(ActionToggle);
const MethodChoice = memo(PaymentMethodPicker);

interface Pricing {
  fixedAction: ExchangeAction | undefined;
  table: FeeTable;
  assets: AssetAttributes[];
  fiats: string[];
  coins: string[];
}

/** One input priced: its action, fee, digits and the exchange values (computeExchange). */
function priceInput(input: CalculatorInput, rate: number | null, { fixedAction, table, assets, fiats, coins }: Pricing) {
  const action = fixedAction ?? input.action;
  const asset = assets.find((entry) => entry.Symbol === input.coin);
  const coinDigits = Math.min(asset?.Decimals ?? MAX_COIN_DIGITS, MAX_COIN_DIGITS);
  const fiatDigits = fiatFractionDigits(input.fiat);
  const fee = feeIn(table[input.transType]![action], input.fiat);
  const exchange = computeExchange({ ...input, action }, { rate, fee, fiatDigits, coinDigits, fiats, coins });
  return { action, coinDigits, fiatDigits, fee, exchange };
}

export function ExchangeCalculator({ action: fixedAction, token }: Props) {
  const { t } = useTranslation();
  const marketId = useMarketId();
  const table = feeTables[marketId];
  const methods = useMemo(() => methodsOf(table), [table]);
  const fiats = useAppState((s) => s.fiats);
  const defaultFiat = useAppState((s) => s.defaultFiat);
  const fiatIsos = useMemo(() => (fiats.length ? fiats.map((fiat) => fiat.ISO) : [defaultFiat]), [fiats, defaultFiat]);
  const assets = useAssets();
  const coins = useMemo(() => assets.map((entry) => entry.Symbol), [assets]);
  const resolved = resolveToken(token, assets);
  const [input, setInput] = useState<CalculatorInput>(() => ({
    action: fixedAction ?? 'buy',
    fiat: startingFiat(fiatIsos, defaultFiat),
    coin: resolved.symbol,
    transType: methods.includes(DEFAULT_PAYMENT_METHOD) ? DEFAULT_PAYMENT_METHOD : methods[0]!,
    typedSide: 'fiat',
    typedValue: '',
  }));
  // The token may only be resolved once the asset list has arrived.
  const [tokenApplied, setTokenApplied] = useState(assets.length > 0 || !token);
  if (!tokenApplied && assets.length) {
    setTokenApplied(true);
    setInput((prev) => ({ ...prev, coin: resolved.symbol }));
  }
  const action = fixedAction ?? input.action;
  const rate = useRate(input.coin, input.fiat, action);
  const pricing = useMemo<Pricing>(
    () => ({ fixedAction, table, assets, fiats: fiatIsos, coins }),
    [fixedAction, table, assets, fiatIsos, coins],
  );
  // A keystroke's own render prices the fields only. The quote's lines, its breakdown and the channel
  // table follow the input and rate of a deferred render, which React drops and starts again when the
  // next key comes; their components are memoised, so the keystroke's render passes them by.
  const latest = useMemo(() => ({ input, rate }), [input, rate]);
  const settled = useDeferredValue(latest);
  const settling = settled !== latest;
  const { fee, fiatDigits, coinDigits, exchange } = priceInput(input, rate.rate, pricing);
  const shown = useMemo(() => priceInput(settled.input, settled.rate.rate, pricing), [settled, pricing]);
  const nearest = useNearestFees(shown.action, settled.input.fiat);
  const channelRows = useMemo(() => {
    const typed = parseTyped(settled.input.typedValue);
    return typed !== null && typed > 0 && settled.rate.rate !== null
      ? priceChannels({
          marketId,
          fiat: settled.input.fiat,
          action: shown.action,
          typedSide: settled.input.typedSide,
          amount: typed,
          rate: settled.rate.rate,
          nearest: nearest.nearest,
        })
      : null;
  }, [marketId, settled, shown.action, nearest.nearest]);
  const { locate } = nearest;
  const onLocate = useCallback(() => void locate(), [locate]);

  // The buy page's chart follows the chosen pair (chosen-pair.ts).
  useEffect(() => chosenPair.set({ pair: { coin: input.coin, fiat: input.fiat } }), [input.coin, input.fiat]);

  const update = useCallback((patch: Partial<CalculatorInput>) => setInput((prev) => ({ ...prev, ...patch })), []);
  const typeFiat = useCallback((value: string) => update({ typedSide: 'fiat', typedValue: value }), [update]);
  const typeCoin = useCallback((value: string) => update({ typedSide: 'coin', typedValue: value }), [update]);
  const chooseFiat = useCallback((fiat: string) => update({ fiat }), [update]);
  const chooseCoin = useCallback((coin: string) => update({ coin }), [update]);
  const chooseAction = useCallback((next: ExchangeAction) => update({ action: next }), [update]);
  const chooseMethod = useCallback((transType: CalculatorInput['transType']) => update({ transType }), [update]);
  const fiatOptions = useMemo(
    () =>
      fiatIsos.map((iso) => ({
        value: iso,
        label: fiats.find((fiat) => fiat.ISO === iso)?.name ?? iso,
        icon: <FiatIcon iso={iso} />,
      })),
    [fiatIsos, fiats],
  );
  const coinOptions = useMemo(
    () =>
      assets.map((entry) => ({
        value: entry.Symbol,
        label: `${entry.Name} (${entry.Symbol})`,
        icon: <CoinIcon symbol={entry.Symbol} size={20} />,
      })),
    [assets],
  );
  const problemText = {
    'not-positive': t('exchange.problem.notPositive'),
    'below-fee': t('exchange.problem.belowFee', { minimum: formatFiat(minimumFiat(fee), input.fiat) }),
    'no-rate': t('exchange.rate.unavailable'),
  };
  const fiatError =
    exchange.problem && exchange.problem !== 'no-rate' && input.typedSide === 'fiat' ? problemText[exchange.problem] : undefined;
  const coinError =
    exchange.problem && exchange.problem !== 'no-rate' && input.typedSide === 'coin' ? problemText[exchange.problem] : undefined;

  const fiatField = (
    <div className="exchange-side">
      <NumberField
        id="exchange-fiat-amount"
        label={t(`exchange.amount.fiat.${action}`)}
        value={exchange.fiatVal}
        onChange={typeFiat}
        fractionDigits={fiatDigits}
        error={fiatError}
      />
      <CurrencySelect
        id="exchange-fiat"
        label={t('exchange.currency.fiat')}
        options={fiatOptions}
        value={input.fiat}
        onChange={chooseFiat}
      />
    </div>
  );
  const coinField = (
    <div className="exchange-side">
      <NumberField
        id="exchange-coin-amount"
        label={t(`exchange.amount.coin.${action}`)}
        value={exchange.coinVal}
        onChange={typeCoin}
        fractionDigits={coinDigits}
        error={coinError}
      />
      <CurrencySelect
        id="exchange-coin"
        label={t('exchange.currency.coin')}
        options={coinOptions}
        value={input.coin}
        onChange={chooseCoin}
      />
    </div>
  );

  return (
    <section className="exchange-calculator" aria-labelledby="exchange-title" data-friction-scope>
      <h2 id="exchange-title">{t('exchange.title')}</h2>
      <HoneypotField />
      {!fixedAction && <ActionChoice value={action} onChange={chooseAction} />}
      {resolved.unknown && token && input.coin === resolved.symbol && (
        <p className="exchange-note" role="status">
          {t('exchange.unknownToken', { token })}
        </p>
      )}
      <div className="exchange-sides">
        {action === 'buy' ? fiatField : coinField}
        {action === 'buy' ? coinField : fiatField}
      </div>
      {methods.length > 1 && <MethodChoice name="exchange-method" methods={methods} value={input.transType} onChange={chooseMethod} />}
      <RateStatus rate={rate} />
      {/* Busy while it still shows the last settled input: what it says then is about to change. */}
      <div className="exchange-follows" aria-busy={settling || undefined}>
        <HonestQuote
          action={shown.action}
          rate={settled.rate}
          coin={settled.input.coin}
          fiat={settled.input.fiat}
          coins={shown.exchange.quote?.coins ?? null}
        />
        <FeeBreakdown
          action={shown.action}
          quote={shown.exchange.quote}
          fee={shown.fee}
          rate={settled.rate.rate}
          fiat={settled.input.fiat}
          coin={settled.input.coin}
          coinDigits={shown.coinDigits}
        />
      </div>
      {/* Urgent, and a button while the visitor types: Continue sends what is in the fields now. */}
      <ExchangeRequest
        values={exchange.values}
        priced={exchange.quote !== null}
        coin={input.coin}
        fiat={input.fiat}
        digits={{ fiat: fiatDigits, coin: coinDigits }}
        inputSignature={JSON.stringify({ ...input, action })}
        quotedAt={rate.readAt}
      />
      <div className="exchange-follows" aria-busy={settling || undefined}>
        <ChannelTable
          action={shown.action}
          rows={channelRows}
          fiat={settled.input.fiat}
          coin={settled.input.coin}
          coinDigits={shown.coinDigits}
          nearestState={nearest.state}
          onLocate={onLocate}
        />
      </div>
    </section>
  );
}
