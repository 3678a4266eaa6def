import { HomePage as HomeContent } from '@/components/home/home-page';
import { PageFrame } from '@/components/i18n/page-frame';
import { text } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

export function homeMetadata(locale: Locale) {
  return pageMetadata({ ...text.pages(locale).pageSeo.home, path: '/', absoluteTitle: true, locale });
}

/** The home page, served at /, /home (English) and /gu/, /hi/. */
export function HomePage({ locale }: { locale: Locale }) {
  const seo = text.pages(locale).pageSeo.home;
  return (
    <PageFrame locale={locale} path="/" title={seo.title} description={seo.description}>
      <HomeContent />
    </PageFrame>
  );
}
