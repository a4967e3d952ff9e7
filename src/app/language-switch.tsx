import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pathInLanguage } from '../i18n/localized-paths';
import { useLang } from './use-lang';

/** Goes to the same page in the other language: /comprar/btc <-> /buy/btc. */
export function useSwitchLanguage() {
  const router = useRouter();
  const lang = useLang();
  const other = lang === 'es' ? 'en' : 'es';
  const href = () => pathInLanguage(window.location.pathname, other) + window.location.search;
  return { other, href, go: () => router.history.push(href()) };
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { other, href, go } = useSwitchLanguage();
  return (
    <a
      className="language-switch"
      href={href()}
      hrefLang={other}
      lang={other}
      aria-label={t('common.language.switchLabel')}
      onClick={(event) => {
        event.preventDefault();
        go();
      }}
    >
      {t('common.language.switchTo')}
    </a>
  );
}
