import { useTranslation } from '../i18n/use-translation';
import { showSnackbar } from '../state/app-store';
import { copyToClipboard } from './copy-to-clipboard';

/** A button that copies a value and confirms with 'Copied to clipboard'. */
export function CopyButton({
  text,
  label,
  className = 'button secondary copy-button',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        if (await copyToClipboard(text)) showSnackbar('success', t('common.success.copied'));
      }}
    >
      {label}
    </button>
  );
}
