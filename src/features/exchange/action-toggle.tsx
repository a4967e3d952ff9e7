import { useTranslation } from '../../i18n/use-translation';
import type { ExchangeAction } from './fees';

const ACTIONS: ExchangeAction[] = ['buy', 'sell'];

export function ActionToggle({ value, onChange }: { value: ExchangeAction; onChange: (action: ExchangeAction) => void }) {
  const { t } = useTranslation();
  return (
    <div className="action-toggle" role="group" aria-label={t('exchange.action.label')}>
      {ACTIONS.map((action) => (
        <button
          key={action}
          type="button"
          className="action-toggle-button"
          aria-pressed={value === action}
          onClick={() => onChange(action)}
        >
          {t(`exchange.action.${action}`)}
        </button>
      ))}
    </div>
  );
}
