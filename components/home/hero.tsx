import { SiteLink } from '@/components/ui/site-link';
import { heroTabs as englishTabs } from '@/content/home';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Tabs } from '@/components/ui/tabs';
import { TypingHeadline } from './typing-headline';
import styles from './hero.module.css';

export function Hero() {
  const locale = pageLocale();
  const { heroHeadline, heroLead, heroStats, heroTabs } = text.home(locale);
  const t = text.ui(locale).ui.home;
  // Ids from the English labels: the same anchors in every language, and ASCII.
  const tabItems = heroTabs.map((tab, i) => ({
    id: (englishTabs[i]?.label ?? tab.label).toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    label: tab.label,
    panel: (
      <div className={styles.tabPanel}>
        <p>{tab.description}</p>
        <SiteLink href={localePath(locale, tab.href)} className={styles.learnMore}>
          {t.learnMore}<span className="visually-hidden">: {tab.label}</span>
          <Icon name="arrow-right" size={18} />
        </SiteLink>
      </div>
    ),
  }));

  return (
    <section className={styles.hero} aria-label={t.introduction}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t.heroEyebrow}</p>
          <TypingHeadline text={heroHeadline} />
          <p className={styles.lead}>{heroLead}</p>
          <div className={styles.actions}>
            <ButtonLink href="#service" variant="gold">
              {t.exploreServices}
            </ButtonLink>
            <ButtonLink href={localePath(locale, '/contact/')} variant="ghost-light">
              {t.contactUs}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.card}>
          <Tabs label={t.featuredServices} items={tabItems} idPrefix="intro" labelPanels variant="dark" />
        </div>
      </div>
      <div className="container">
        <dl className={styles.stats}>
          {heroStats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
