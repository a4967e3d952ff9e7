// Rich text from the CMS (markdown or HTML), always sanitized before it reaches the DOM.
import { useMemo, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { looksLikeHtml, markdownToHtml } from './markdown-to-html';
import { sanitizeHtml } from './sanitize-html';
import { pathInLanguage, resolvePublicPath } from '../i18n/localized-paths';
import type { Lang } from '../routes/route-table';
import './rich-text.css';

export function richTextToHtml(source: string): string {
  return sanitizeHtml(looksLikeHtml(source) ? source : markdownToHtml(source));
}

/** Site links inside the text navigate without a reload, in the page language. */
function useSiteLinkClick(lang: Lang | undefined) {
  const router = useRouter();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    const path = href.split(/[?#]/)[0] ?? href;
    if (!resolvePublicPath(path)) return;
    event.preventDefault();
    router.history.push(lang ? pathInLanguage(path, lang) : path);
  };
}

export function RichText({ source, lang, className }: { source?: string | null; lang?: Lang; className?: string }) {
  const html = useMemo(() => (source ? richTextToHtml(source) : ''), [source]);
  const onClick = useSiteLinkClick(lang);
  if (!html) return null;
  // The HTML has just been through the sanitizer; this is the one place the app sets inner HTML.
  return <div className={`prose rich-text${className ? ` ${className}` : ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
