import { toolsBand } from '@/content/tools';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { ToolCards } from '@/components/tools/tools-index';
import { Section } from '@/components/ui/section';
import { ContactCta, LetsConnect } from './connect-banner';
import { CoreValues } from './core-values';
import { FeaturedServices } from './featured-services';
import { Hero } from './hero';
import { ServicesGrid } from './services-grid';
import { TestimonialCarousel } from './testimonial-carousel';
import { WhyChooseUs } from './why-choose-us';

/** The home page, served at both / and /home. */
export function HomePage() {
  const locale = pageLocale();
  const { testimonialsSection } = text.home(locale);
  const { testimonials } = text.testimonials(locale);
  const t = text.ui(locale).ui.home;
  return (
    <>
      <Hero />
      <WhyChooseUs />
      <CoreValues />
      <ServicesGrid />
      <Section id="check-your-chances" eyebrow={toolsBand.eyebrow} title={toolsBand.title} intro={toolsBand.intro}>
        <ToolCards headingLevel="h3" />
      </Section>
      <Section id="testimonials" tone="tint" eyebrow={t.testimonialsEyebrow} title={testimonialsSection.title} intro={testimonialsSection.intro}>
        <TestimonialCarousel label={t.testimonialsLabel} items={testimonials} />
      </Section>
      <FeaturedServices />
      <LetsConnect />
      <ContactCta />
    </>
  );
}
