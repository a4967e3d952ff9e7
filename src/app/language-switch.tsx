import { useLocation, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { pathInLanguage } from '../i18n/localized-paths';
import { currentPublicUrl } from '../i18n/route-lang';
import { useLang } from '../state/use-lang';

/** Goes to the same page in the other language: /comprar/btc <-> /buy/btc. */
function useSwitchLanguage() {
  const router = useRouter();
  const lang = useLang();
  const other = lang === 'es' ? 'en' : 'es';
  // Re-rendered on every navigation; the public URL is the browser's, or the one the server renders.
  useLocation({ select: (location) => location.href });
  const href = () => {
    const url = currentPublicUrl();
    return pathInLanguage(url.pathname, other) + url.search;
  };
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
