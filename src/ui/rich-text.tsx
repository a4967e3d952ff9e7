// Rich text from the CMS (markdown, HTML or Strapi blocks), always sanitized before it reaches the DOM.
import { useMemo } from 'react';
import { blocksToHtml, isBlocks, type Blocks } from './blocks-to-html';
import { looksLikeHtml, markdownToHtml } from './markdown-to-html';
import { sanitizeHtml } from './sanitize-html';
import { hrefInLanguage } from '../i18n/localized-paths';
import type { Lang } from '../i18n/route-table';
import './rich-text.css';

/** A rich-text field: markdown or HTML (Strapi's richtext) or a blocks tree (Strapi's blocks). */
export type RichTextSource = string | Blocks;

function richTextToHtml(source: RichTextSource): string {
  if (isBlocks(source)) return sanitizeHtml(blocksToHtml(source));
  if (typeof source !== 'string') return '';
  return sanitizeHtml(looksLikeHtml(source) ? source : markdownToHtml(source));
}

/** Site links inside the text, written in the page language (the app follows them without a reload). */
function inLanguage(html: string, lang: Lang | undefined): string {
  if (!lang) return html;
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, href: string) => `href="${hrefInLanguage(href, lang)}"`);
}

export function RichText({ source, lang, className }: { source?: RichTextSource | null; lang?: Lang; className?: string }) {
  const html = useMemo(() => (source ? inLanguage(richTextToHtml(source), lang) : ''), [source, lang]);
  if (!html) return null;
  // The HTML has just been through the sanitizer; this is the one place the app sets inner HTML.
  return <div className={`prose rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
