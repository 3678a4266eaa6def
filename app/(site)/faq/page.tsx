import { faqs } from '@/content/faq';
import { pageSeo } from '@/content/pages';
import { FaqList } from '@/components/faq/faq-list';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(pageSeo.faq);

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
};

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqJsonLd} />
      <PageHero eyebrow="Help centre" title="Frequently Asked Questions" lead="Quick answers about our services, timelines, documents and fees. Can't find yours? Contact us and we will help." />
      <Section reveal={false}>
        <FaqList items={faqs} />
      </Section>
    </>
  );
}
