import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { pathInLanguage, resolvePublicPath } from '../i18n/localized-paths';
import type { Lang } from '../i18n/route-table';

/**
 * A link whose target comes from content (CMS): site paths are shown in the page language and
 * navigate without a reload; outside addresses open safely in a new tab.
 */
export function SmartLink({ href, lang, className, children }: { href: string; lang: Lang; className?: string; children: ReactNode }) {
  const router = useRouter();
  if (!href.startsWith('/') || href.startsWith('//')) {
    const safe = /^(https?:|mailto:|tel:)/i.test(href) ? href : '#';
    return (
      <a href={safe} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const target = resolvePublicPath(href.split(/[?#]/)[0] ?? href) ? pathInLanguage(href, lang) : href;
  return (
    <a
      href={target}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        router.history.push(target);
      }}
    >
      {children}
    </a>
  );
}
