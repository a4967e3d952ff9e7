import { useTranslation } from '../../i18n/use-translation';
import type { PaymentMethod } from './fees';

interface Props {
  /** The radio group's name, unique on the page. */
  name: string;
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** SPEC 3 payment methods as a radio group: keys transference, credit-card, cash. */
export function PaymentMethodPicker({ name, methods, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="payment-methods">
      <legend>{t('exchange.method.legend')}</legend>
      <div className="payment-method-options">
        {methods.map((method) => (
          <label key={method} className="payment-method">
            <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
            <span>{t(`exchange.methods.${method}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
