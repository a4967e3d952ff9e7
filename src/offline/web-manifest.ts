// The web app manifest, in one language: what the browser installs, and the shortcuts of the installed
// app's icon (a long press on it), each opening its page in that language's paths. The build writes the
// Spanish one (vite.config.ts); the site's server answers each host in its market's language
// (src/server/render/web-manifest-file.ts). Its text is the locale files' `pwa` namespace.
import { localizedPath } from '../i18n/localized-paths';
import type { Lang, RouteName } from '../i18n/route-table';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

interface Shortcut {
  id: string;
  page: RouteName;
  params?: Record<string, string>;
}

/**
 * The shortcuts, in the order the browser lists them. "Call me" opens the contact page: the phone and chat
 * channels and a form that takes a phone number, on every market (the call-back widget is Spain's only).
 * @public Exported for scripts/shortcut-icons.ts too, which draws each one's icon.
 */
export const SHORTCUTS = [
  { id: 'atms', page: 'atmList' },
  { id: 'buy-bitcoin', page: 'buy', params: { token: 'btc' } },
  { id: 'call-me', page: 'contact' },
  { id: 'help', page: 'helpCenter' },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** @public Each shortcut's icon: 96 px, drawn by scripts/shortcut-icons.ts (which imports this to name its files). */
export const shortcutIcon = (id: ShortcutId) => `/icons/shortcut-${id}-96.png`;

/** A text by its key (`pwa.shortcuts.atms.name`). */
export type Translate = (key: string) => string;

type Translations = Record<string, unknown>;

/** Looks a key up in the language's translations, then in the fallback's (Spanish first, English fallback). */
export function translator(own: Translations, fallback?: Translations): Translate {
  const find = (tree: Translations | undefined, key: string) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Translations | undefined)?.[part], tree);
    return typeof value === 'string' ? value : undefined;
  };
  return (key) => {
    const text = find(own, key) ?? find(fallback, key);
    if (text === undefined) throw new Error(`No translation for ${key}`);
    return text;
  };
}

export function webManifest(lang: Lang, t: Translate) {
  return {
    name: t('pwa.name'),
    short_name: t('pwa.shortName'),
    description: t('pwa.description'),
    lang,
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone' as const,
    background_color: '#ffffff',
    theme_color: '#0b3d91',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: SHORTCUTS.map((shortcut) => ({
      name: t(`pwa.shortcuts.${shortcut.id}.name`),
      short_name: t(`pwa.shortcuts.${shortcut.id}.shortName`),
      description: t(`pwa.shortcuts.${shortcut.id}.description`),
      url: localizedPath(shortcut.page, 'params' in shortcut ? shortcut.params : {}, lang),
      icons: [{ src: shortcutIcon(shortcut.id), sizes: '96x96', type: 'image/png' }],
    })),
  };
}
