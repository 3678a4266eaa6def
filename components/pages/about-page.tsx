import { CoreValues } from '@/components/home/core-values';
import { PageFrame } from '@/components/i18n/page-frame';
import { LazyVideo } from '@/components/ui/lazy-video';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import { text } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/about/about-tabs.module.css';

export function aboutMetadata(locale: Locale) {
  return pageMetadata({ ...text.pages(locale).pageSeo.about, path: '/about/', locale });
}

/** Tab labels are the second word of each block's title ("Our Mission" -> "Mission"); a translation's title is its label. */
function tabLabel(title: string, locale: Locale): string {
  return locale === 'en' ? (title.split(/\s+/)[1] ?? title) : title;
}

export function AboutPage({ locale }: { locale: Locale }) {
  const { aboutBlocks, aboutHero, companyDescription } = text.about(locale);
  const { site } = text.site(locale);
  const seo = text.pages(locale).pageSeo.about;
  const t = text.ui(locale).ui.about;
  const tabs = aboutBlocks.map((block) => ({
    id: block.id,
    label: tabLabel(block.title, locale),
    panel: (
      <div className={styles.panel}>
        <div>
          <h3>{block.title}</h3>
          <p>{block.text}</p>
        </div>
        <LazyVideo video={block.video} />
      </div>
    ),
  }));

  return (
    <PageFrame locale={locale} path="/about/" title={seo.title} description={seo.description}>
      <PageHero eyebrow={t.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />
      <Section id="who-we-are" eyebrow={t.whoEyebrow} title={t.whoTitle}>
        <div className={styles.description}>
          <div>
            {companyDescription.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t.registeredAs}</dt>
              <dd>{site.legalName}</dd>
            </div>
            <div>
              <dt>{t.cin}</dt>
              <dd>{site.cin}</dd>
            </div>
            <div>
              <dt>{t.offices}</dt>
              <dd>{site.offices.map((o) => o.city).join(', ')}</dd>
            </div>
            <div>
              <dt>{t.globalPresence}</dt>
              <dd>{site.globalPresence.join(', ')}</dd>
            </div>
          </dl>
        </div>
      </Section>
      <Section id="purpose" tone="tint" eyebrow={t.purposeEyebrow} title={t.purposeTitle}>
        <Tabs label={t.purposeEyebrow} items={tabs} initialId="mission" idPrefix="purpose" />
      </Section>
      <CoreValues />
    </PageFrame>
  );
}
