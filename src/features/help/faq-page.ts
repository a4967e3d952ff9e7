// schema.org FAQPage, apart from the other builders so only the help center loads the text stripper.
import { markdownToPlainText } from './help-search';
import { CONTEXT, type FaqPage, type WithContext } from '../../seo/structured-data';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** CMS markdown or HTML as plain text: tags and markup dropped, link labels kept, common entities decoded. */
function plainText(source: string): string {
  return markdownToPlainText(source)
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

/** Undefined when no item has both a question and an answer left after stripping. */
export function faqPageJsonLd(items: Array<{ question: string; answer: string }>): WithContext<FaqPage> | undefined {
  const mainEntity = items
    .map((item) => ({ question: plainText(item.question ?? ''), answer: plainText(item.answer ?? '') }))
    .filter((item) => item.question && item.answer)
    .map((item) => ({
      '@type': 'Question' as const,
      name: item.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
    }));
  return mainEntity.length ? { '@context': CONTEXT, '@type': 'FAQPage', mainEntity } : undefined;
}
