import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { useLang } from '../../state/use-lang';
import type { PageContent } from '../../content/content-queries';
import { PageIntro } from '../../ui/page-intro';
import { CtaLink, FeatureGrid, StepList, type FeatureItem } from './page-sections';
import '../../ui/content-sections.css';

interface PayContent extends PageContent {
  Features?: FeatureItem[];
  HowItWorksTitle?: string;
  HowItWorks?: FeatureItem[];
  Fees?: { Title?: string; Text?: string };
  Cta?: { Label?: string; Url?: string };
}

export function PayPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const content = useContent<PayContent>('pay-page');
  usePageMeta(content.SEO, { fallbackTitle: content.Title, fallbackDescription: content.Intro });
  return (
    <div className="page">
      <PageIntro title={content.Title ?? t('common.nav.pay')} intro={content.Intro}>
        <CtaLink cta={content.Cta} lang={lang} />
      </PageIntro>
      <FeatureGrid id="pay-features" title={t('pages.pay.features')} items={content.Features} />
      <StepList id="pay-steps" title={content.HowItWorksTitle ?? t('pages.pay.howItWorks')} steps={content.HowItWorks} />
      {content.Fees?.Text && (
        <section className="content-section card" aria-labelledby="pay-fees">
          <h2 id="pay-fees">{content.Fees.Title ?? t('pages.pay.fees')}</h2>
          <p>{content.Fees.Text}</p>
          <CtaLink cta={content.Cta} lang={lang} />
        </section>
      )}
    </div>
  );
}
