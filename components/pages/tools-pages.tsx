import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/i18n/page-frame';
import { ToolPage } from '@/components/tools/tool-page';
import { ToolCards } from '@/components/tools/tools-index';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { text } from '@/content/text';
import { getCalculator, TOOLS_PATH, toolPath } from '@/lib/calculators/index';
import type { Locale } from '@/lib/i18n/locales';
import { toolJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';

/** The tools page (/tools/) and each calculator's page, in a language: the English routes and `[lang]`'s share them. */
export function toolsIndexMetadata(locale: Locale) {
  return pageMetadata({ ...text.tools(locale).toolsIndexSeo, locale });
}

export function ToolsIndexPage({ locale }: { locale: Locale }) {
  const { toolsIndexSeo, toolsIndexPage: t } = text.tools(locale);
  return (
    <PageFrame locale={locale} path={TOOLS_PATH} title={toolsIndexSeo.title} description={toolsIndexSeo.description}>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section reveal={false} intro={t.intro}>
        <ToolCards />
      </Section>
    </PageFrame>
  );
}

export function toolMetadata(slug: string, locale: Locale) {
  const calculator = getCalculator(slug, locale);
  const copy = calculator && text.tools(locale).toolCopy[calculator.slug];
  if (!calculator || !copy) return {};
  return pageMetadata({ title: copy.title, description: copy.description, keywords: copy.keywords, path: toolPath(calculator), locale });
}

export function ToolRoutePage({ slug, locale }: { slug: string; locale: Locale }) {
  const calculator = getCalculator(slug, locale);
  const copy = calculator && text.tools(locale).toolCopy[calculator.slug];
  if (!calculator || !copy) notFound();
  return (
    <PageFrame locale={locale} path={toolPath(calculator)} title={copy.title} description={copy.description}>
      <JsonLd data={toolJsonLd(calculator, copy.heading)} />
      <ToolPage calculator={calculator} />
    </PageFrame>
  );
}
