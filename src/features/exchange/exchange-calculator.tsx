// The exchange calculator (SPEC 3): action, fiat and coin, an amount on either side, payment method,
// rate with its age, the fee apart from the rate, and the request that goes to chat and to the lead.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppState } from '../../state/app-store';
import { useMarketId } from '../../state/use-lang';
import { fiatFractionDigits } from '../../i18n/fiat-symbol';
import { formatFiat } from '../../i18n/format-money';
import { NumberField } from '../../ui/number-field';
import { SelectSearch } from '../../ui/select-search';
import { ActionToggle } from './action-toggle';
import { resolveToken, useAssets } from '../../content/assets-query';
import { priceChannels } from './channel-pricing';
import { ChannelTable } from './channel-table';
import { computeExchange, parseTyped, type CalculatorInput, type TypedSide } from './exchange-values';
import { ExchangeRequest } from './exchange-request';
import { FeeBreakdown } from './fee-breakdown';
import { DEFAULT_PAYMENT_METHOD, feeIn, feeTables, methodsOf, minimumFiat, type ExchangeAction } from './fees';
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

export function ExchangeCalculator({ action: fixedAction, token }: Props) {
  const { t } = useTranslation();
  const marketId = useMarketId();
  const table = feeTables[marketId];
  const methods = methodsOf(table);
  const fiats = useAppState((s) => s.fiats);
  const defaultFiat = useAppState((s) => s.defaultFiat);
  const fiatIsos = fiats.length ? fiats.map((fiat) => fiat.ISO) : [defaultFiat];
  const assets = useAssets();
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
  const asset = assets.find((entry) => entry.Symbol === input.coin);
  const coinDigits = Math.min(asset?.Decimals ?? MAX_COIN_DIGITS, MAX_COIN_DIGITS);
  const fiatDigits = fiatFractionDigits(input.fiat);
  const fee = feeIn(table[input.transType]![action], input.fiat);
  const rate = useRate(input.coin, input.fiat, action);
  const exchange = computeExchange(
    { ...input, action },
    {
      rate: rate.rate,
      fee,
      fiatDigits,
      coinDigits,
      fiats: fiatIsos,
      coins: assets.map((entry) => entry.Symbol),
    },
  );
  const nearest = useNearestFees(action, input.fiat);
  const typed = parseTyped(input.typedValue);
  const channelRows =
    typed !== null && typed > 0 && rate.rate !== null
      ? priceChannels({
          marketId,
          fiat: input.fiat,
          action,
          typedSide: input.typedSide,
          amount: typed,
          rate: rate.rate,
          nearest: nearest.nearest,
        })
      : null;

  // The buy page's chart follows the chosen pair (chosen-pair.ts).
  useEffect(() => chosenPair.set({ pair: { coin: input.coin, fiat: input.fiat } }), [input.coin, input.fiat]);

  const update = (patch: Partial<CalculatorInput>) => setInput((prev) => ({ ...prev, ...patch }));
  const typeOn = (side: TypedSide) => (value: string) => update({ typedSide: side, typedValue: value });
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
        onChange={typeOn('fiat')}
        fractionDigits={fiatDigits}
        error={fiatError}
      />
      <SelectSearch
        id="exchange-fiat"
        label={t('exchange.currency.fiat')}
        options={fiatIsos.map((iso) => ({
          value: iso,
          label: fiats.find((fiat) => fiat.ISO === iso)?.name ?? iso,
          icon: <FiatIcon iso={iso} />,
        }))}
        value={input.fiat}
        onChange={(fiat) => update({ fiat })}
      />
    </div>
  );
  const coinField = (
    <div className="exchange-side">
      <NumberField
        id="exchange-coin-amount"
        label={t(`exchange.amount.coin.${action}`)}
        value={exchange.coinVal}
        onChange={typeOn('coin')}
        fractionDigits={coinDigits}
        error={coinError}
      />
      <SelectSearch
        id="exchange-coin"
        label={t('exchange.currency.coin')}
        options={assets.map((entry) => ({
          value: entry.Symbol,
          label: `${entry.Name} (${entry.Symbol})`,
          icon: <CoinIcon symbol={entry.Symbol} size={20} />,
        }))}
        value={input.coin}
        onChange={(coin) => update({ coin })}
      />
    </div>
  );

  return (
    <section className="exchange-calculator" aria-labelledby="exchange-title" data-friction-scope>
      <h2 id="exchange-title">{t('exchange.title')}</h2>
      <HoneypotField />
      {!fixedAction && <ActionToggle value={action} onChange={(next) => update({ action: next })} />}
      {resolved.unknown && token && input.coin === resolved.symbol && (
        <p className="exchange-note" role="status">
          {t('exchange.unknownToken', { token })}
        </p>
      )}
      <div className="exchange-sides">
        {action === 'buy' ? fiatField : coinField}
        {action === 'buy' ? coinField : fiatField}
      </div>
      {methods.length > 1 && (
        <PaymentMethodPicker
          name="exchange-method"
          methods={methods}
          value={input.transType}
          onChange={(transType) => update({ transType })}
        />
      )}
      <RateStatus rate={rate} />
      <HonestQuote action={action} rate={rate} coin={input.coin} fiat={input.fiat} coins={exchange.quote?.coins ?? null} />
      <FeeBreakdown
        action={action}
        quote={exchange.quote}
        fee={fee}
        rate={rate.rate}
        fiat={input.fiat}
        coin={input.coin}
        coinDigits={coinDigits}
      />
      <ExchangeRequest
        values={exchange.values}
        priced={exchange.quote !== null}
        coin={input.coin}
        fiat={input.fiat}
        digits={{ fiat: fiatDigits, coin: coinDigits }}
        inputSignature={JSON.stringify({ ...input, action })}
        quotedAt={rate.readAt}
      />
      <ChannelTable
        action={action}
        rows={channelRows}
        fiat={input.fiat}
        coin={input.coin}
        coinDigits={coinDigits}
        nearestState={nearest.state}
        onLocate={() => void nearest.locate()}
      />
    </section>
  );
}
