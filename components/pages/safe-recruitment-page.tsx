import { PageFrame } from '@/components/i18n/page-frame';
import { TrustPage } from '@/components/trust/trust-page';
import { text } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

export function safeRecruitmentMetadata(locale: Locale) {
  return pageMetadata({ ...text.pages(locale).pageSeo.safeRecruitment, path: '/safe-recruitment/', locale });
}

export function SafeRecruitmentPage({ locale }: { locale: Locale }) {
  const seo = text.pages(locale).pageSeo.safeRecruitment;
  return (
    <PageFrame locale={locale} path="/safe-recruitment/" title={seo.title} description={seo.description}>
      <TrustPage />
    </PageFrame>
  );
}
