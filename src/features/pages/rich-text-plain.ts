import { blocksToPlainText, isBlocks } from '../../ui/blocks-to-html';
import type { RichTextSource } from '../../ui/rich-text';

/** A CMS body (markdown, HTML or blocks) as plain text, for a meta description. */
export function richTextToPlainText(source: RichTextSource | undefined): string {
  if (isBlocks(source)) return blocksToPlainText(source);
  return (typeof source === 'string' ? source : '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
