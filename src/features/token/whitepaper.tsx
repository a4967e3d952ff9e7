import { DetailsList } from '../../ui/details-list';
import { RichText, type RichTextSource } from '../../ui/rich-text';
import type { Lang } from '../../i18n/route-table';

export interface WhitepaperContent {
  Title?: string;
  Intro?: string;
  Sections?: Array<{ Title?: string; Body?: RichTextSource }>;
}

/** The whitepaper view of the token page: its sections, each collapsible, rendered as safe rich text. */
export function Whitepaper({ content, lang }: { content?: WhitepaperContent; lang: Lang }) {
  const sections = content?.Sections?.filter((section) => section.Title && section.Body) ?? [];
  if (!content?.Title || sections.length === 0) return null;
  return (
    <section className="whitepaper" aria-labelledby="whitepaper-title">
      <h2 id="whitepaper-title">{content.Title}</h2>
      {content.Intro && <p>{content.Intro}</p>}
      <DetailsList
        items={sections.map((section) => ({
          key: section.Title ?? '',
          summary: section.Title,
          body: <RichText source={section.Body} lang={lang} />,
        }))}
        openFirst
      />
    </section>
  );
}
