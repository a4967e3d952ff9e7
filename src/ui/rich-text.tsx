// Rich text from the CMS (markdown, HTML or Strapi blocks), always sanitized before it reaches the DOM.
import { useMemo, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { blocksToHtml, isBlocks, type Blocks } from './blocks-to-html';
import { looksLikeHtml, markdownToHtml } from './markdown-to-html';
import { sanitizeHtml } from './sanitize-html';
import { pathInLanguage, resolvePublicPath } from '../i18n/localized-paths';
import type { Lang } from '../i18n/route-table';
import './rich-text.css';

/** A rich-text field: markdown or HTML (Strapi's richtext) or a blocks tree (Strapi's blocks). */
export type RichTextSource = string | Blocks;

function richTextToHtml(source: RichTextSource): string {
  if (isBlocks(source)) return sanitizeHtml(blocksToHtml(source));
  if (typeof source !== 'string') return '';
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

export function RichText({ source, lang, className }: { source?: RichTextSource | null; lang?: Lang; className?: string }) {
  const html = useMemo(() => (source ? richTextToHtml(source) : ''), [source]);
  const onClick = useSiteLinkClick(lang);
  if (!html) return null;
  // The HTML has just been through the sanitizer; this is the one place the app sets inner HTML.
  return (
    <div className={`prose rich-text${className ? ` ${className}` : ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
