import { aboutBlocks, aboutHero, companyDescription } from '@/content/about';
import { pageSeo } from '@/content/pages';
import { site } from '@/content/site';
import { CoreValues } from '@/components/home/core-values';
import { LazyVideo } from '@/components/ui/lazy-video';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/about/about-tabs.module.css';

export const metadata = pageMetadata(pageSeo.about);

/** Tab labels are the second word of each block's title ("Our Mission" -> "Mission"). */
function tabLabel(title: string): string {
  return title.split(/\s+/)[1] ?? title;
}

export default function AboutPage() {
  const tabs = aboutBlocks.map((block) => ({
    id: block.id,
    label: tabLabel(block.title),
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
    <>
      <PageHero eyebrow="About us" title={aboutHero.title} lead={aboutHero.lead} />
      <Section id="who-we-are" eyebrow="Who we are" title="A Gujarat company with a global outlook">
        <div className={styles.description}>
          <div>
            {companyDescription.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Registered as</dt>
              <dd>{site.legalName}</dd>
            </div>
            <div>
              <dt>CIN</dt>
              <dd>{site.cin}</dd>
            </div>
            <div>
              <dt>Offices</dt>
              <dd>{site.offices.map((o) => o.city).join(', ')}</dd>
            </div>
            <div>
              <dt>Global presence</dt>
              <dd>{site.globalPresence.join(', ')}</dd>
            </div>
          </dl>
        </div>
      </Section>
      <Section id="purpose" tone="tint" eyebrow="Our purpose" title="Mission, vision and approach">
        <Tabs label="Our purpose" items={tabs} initialId="mission" idPrefix="purpose" />
      </Section>
      <CoreValues />
    </>
  );
}
