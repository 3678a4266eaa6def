import { PageFrame } from '@/components/i18n/page-frame';
import { LegalPage } from '@/components/legal/legal-page';
import { privacyPolicy, terms } from '@/content/legal';
import { text } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

const DOCUMENTS = {
  privacy: { path: '/privacy-policy/', english: privacyPolicy, pick: (locale: Locale) => text.legal(locale).privacyPolicy },
  terms: { path: '/terms-and-conditions/', english: terms, pick: (locale: Locale) => text.legal(locale).terms },
} as const;

export type LegalKey = keyof typeof DOCUMENTS;

export function legalMetadata(key: LegalKey, locale: Locale) {
  return pageMetadata({ ...text.pages(locale).pageSeo[key], path: DOCUMENTS[key].path, locale });
}

/** The terms or the privacy policy: a translation always says that the English text is the one that applies. */
export function LegalDocumentPage({ which, locale }: { which: LegalKey; locale: Locale }) {
  const { path, english, pick } = DOCUMENTS[which];
  const seo = text.pages(locale).pageSeo[which];
  return (
    <PageFrame locale={locale} path={path} title={seo.title} description={seo.description} legal>
      <LegalPage document={pick(locale)} english={english} />
    </PageFrame>
  );
}
