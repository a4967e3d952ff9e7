import type { ReactNode } from 'react';
import { hrefInLanguage } from '../i18n/localized-paths';
import type { Lang } from '../i18n/route-table';

/**
 * A link whose target comes from content (CMS): site paths are shown in the page language (the app
 * follows them as client navigations, src/app/use-global-effects.ts); outside addresses open safely in a
 * new tab.
 */
export function SmartLink({ href, lang, className, children }: { href: string; lang: Lang; className?: string; children: ReactNode }) {
  if (!href.startsWith('/') || href.startsWith('//')) {
    const safe = /^(https?:|mailto:|tel:)/i.test(href) ? href : '#';
    return (
      <a href={safe} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a href={hrefInLanguage(href, lang)} className={className}>
      {children}
    </a>
  );
}
