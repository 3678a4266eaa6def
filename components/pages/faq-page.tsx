import { FaqList } from '@/components/faq/faq-list';
import { PageFrame } from '@/components/i18n/page-frame';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { text } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

export function faqMetadata(locale: Locale) {
  return pageMetadata({ ...text.pages(locale).pageSeo.faq, path: '/faq/', locale });
}

export function FaqPage({ locale }: { locale: Locale }) {
  const { faqs } = text.faq(locale);
  const seo = text.pages(locale).pageSeo.faq;
  const t = text.ui(locale).ui.faq;
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
  return (
    <PageFrame locale={locale} path="/faq/" title={seo.title} description={seo.description}>
      <JsonLd data={faqJsonLd} />
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section reveal={false}>
        <FaqList items={faqs} />
      </Section>
    </PageFrame>
  );
}
