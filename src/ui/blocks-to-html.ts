// Strapi's "blocks" rich text (a JSON tree of paragraphs, headings, lists, quotes, code, images and
// links) as HTML. Every text is escaped here and the result still goes through the one sanitizer
// (rich-text.tsx), so blocks are exactly as safe as markdown.
import { mediaImage } from '../api/cms-media';
import type { StrapiMedia } from '../api/strapi';

interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface BlockNode {
  type: string;
  children?: Array<BlockNode | TextNode>;
  level?: number;
  format?: 'ordered' | 'unordered';
  url?: string;
  image?: StrapiMedia;
  text?: string;
}

export type Blocks = BlockNode[];

export const isBlocks = (value: unknown): value is Blocks =>
  Array.isArray(value) && value.every((node) => typeof node === 'object' && node !== null && typeof (node as BlockNode).type === 'string');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textToHtml(node: TextNode): string {
  let html = escape(node.text ?? '').replace(/\n/g, '<br>');
  if (node.code) html = `<code>${html}</code>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  if (node.italic) html = `<em>${html}</em>`;
  // No <u> or <s> in the sanitizer's list: underline and strike-through read as emphasis.
  if (node.underline || node.strikethrough) html = `<mark>${html}</mark>`;
  return html;
}

const inline = (children: BlockNode['children']) => (children ?? []).map(nodeToHtml).join('');

function nodeToHtml(node: BlockNode | TextNode): string {
  switch (node.type) {
    case 'text':
      return textToHtml(node as TextNode);
    case 'link':
      return `<a href="${escape((node as BlockNode).url ?? '')}">${inline((node as BlockNode).children)}</a>`;
    case 'paragraph':
      return `<p>${inline((node as BlockNode).children)}</p>`;
    case 'heading': {
      // The page's own title is the h1; the body's headings start at h2.
      const level = Math.min(6, Math.max(2, Number((node as BlockNode).level) || 2));
      return `<h${level}>${inline((node as BlockNode).children)}</h${level}>`;
    }
    case 'list': {
      const tag = (node as BlockNode).format === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${inline((node as BlockNode).children)}</${tag}>`;
    }
    case 'list-item':
      return `<li>${inline((node as BlockNode).children)}</li>`;
    case 'quote':
      return `<blockquote>${inline((node as BlockNode).children)}</blockquote>`;
    case 'code':
      return `<pre><code>${escape(((node as BlockNode).children ?? []).map((child) => (child as TextNode).text ?? '').join(''))}</code></pre>`;
    case 'image': {
      const image = mediaImage((node as BlockNode).image);
      if (!image) return '';
      const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
      return `<p><img src="${escape(image.src)}" alt="${escape(image.alt)}"${size}></p>`;
    }
    default:
      // An unknown block keeps its text, never its markup.
      return inline((node as BlockNode).children);
  }
}

export const blocksToHtml = (blocks: Blocks) => blocks.map(nodeToHtml).join('');

/** Blocks as plain text, for a meta description. */
export function blocksToPlainText(blocks: Blocks): string {
  const text = (node: BlockNode | TextNode): string =>
    node.type === 'text' ? ((node as TextNode).text ?? '') : ((node as BlockNode).children ?? []).map(text).join('');
  return blocks.map(text).join(' ').replace(/\s+/g, ' ').trim();
}

/** A rich-text field as text that markdown readers take: the markdown itself, or the blocks' plain text. */
export const richTextSourceText = (source: unknown): string =>
  isBlocks(source) ? blocksToPlainText(source) : typeof source === 'string' ? source : '';
