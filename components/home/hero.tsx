import { SiteLink } from '@/components/ui/site-link';
import { heroHeadline, heroLead, heroStats, heroTabs } from '@/content/home';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Tabs } from '@/components/ui/tabs';
import { TypingHeadline } from './typing-headline';
import styles from './hero.module.css';

export function Hero() {
  const tabItems = heroTabs.map((tab) => ({
    id: tab.label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    label: tab.label,
    panel: (
      <div className={styles.tabPanel}>
        <p>{tab.description}</p>
        <SiteLink href={tab.href} className={styles.learnMore}>
          Learn more<span className="visually-hidden"> about {tab.label}</span>
          <Icon name="arrow-right" size={18} />
        </SiteLink>
      </div>
    ),
  }));

  return (
    <section className={styles.hero} aria-label="Introduction">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Cross-border business services from Gujarat to the world</p>
          <TypingHeadline text={heroHeadline} />
          <p className={styles.lead}>{heroLead}</p>
          <div className={styles.actions}>
            <ButtonLink href="#service" variant="gold">
              Explore Services
            </ButtonLink>
            <ButtonLink href="/contact/" variant="ghost-light">
              Contact Us
            </ButtonLink>
          </div>
        </div>
        <div className={styles.card}>
          <Tabs label="Featured services" items={tabItems} idPrefix="intro" labelPanels variant="dark" />
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
