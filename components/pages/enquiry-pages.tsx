import { EnquiryProblem, EnquirySent } from '@/components/forms/enquiry-outcome';
import { PageFrame } from '@/components/i18n/page-frame';
import { setPageLocale } from '@/components/i18n/page-locale';
import { getServiceIn } from '@/content/localized';
import { serviceHref } from '@/content/services';
import { text } from '@/content/text';
import { MESSAGES } from '@/lib/enquiry/limits';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

// Reached only by posting a form: kept out of search results and the sitemap.
export function sentMetadata(form: string, locale: Locale) {
  const t = text.ui(locale).ui.outcome;
  const subject = getServiceIn(form, locale)?.title ?? t.contactSubject;
  return pageMetadata({
    title: fill(t.sentMetaTitle, { subject }),
    description: fill(t.sentMetaDescription, { subject }),
    keywords: [],
    path: `/enquiry/sent/${form}/`,
    locale,
    noindex: true,
  });
}

/** One confirmation page per form: the contact form and each service's enquiry form. */
export function SentPage({ form, locale }: { form: string; locale: Locale }) {
  setPageLocale(locale);
  const t = text.ui(locale).ui.outcome;
  const service = getServiceIn(form, locale);
  const subject = service?.title ?? t.contactSubject;
  return (
    <PageFrame locale={locale} path={`/enquiry/sent/${form}/`} title={fill(t.sentMetaTitle, { subject })} description={fill(t.sentMetaDescription, { subject })}>
      {service ? (
        <EnquirySent
          title={t.sentTitle}
          subject={service.title}
          lead={fill(t.sentLead, { service: service.title })}
          back={{ href: localePath(locale, serviceHref(service.id)), label: fill(t.backTo, { page: service.title }) }}
        />
      ) : (
        <EnquirySent
          title={locale === 'en' ? MESSAGES.contactSuccess : text.formWords(locale).formWords.messages.contactSuccess}
          subject={t.myMessage}
          lead={t.sentContactLead}
          back={{ href: localePath(locale, '/contact/'), label: t.backToContact }}
        />
      )}
    </PageFrame>
  );
}

// The template the intake API fills for a refused form post: kept out of search results and the sitemap.
export function problemMetadata(locale: Locale) {
  const t = text.ui(locale).ui.outcome;
  return { ...pageMetadata({ title: t.problemTitle, description: t.problemDescription, keywords: [], path: '/enquiry/problem/', locale, noindex: true }), robots: { index: false, follow: false } };
}

export function ProblemPage({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const t = text.ui(locale).ui.outcome;
  return (
    <PageFrame locale={locale} path="/enquiry/problem/" title={t.problemTitle} description={t.problemDescription}>
      <EnquiryProblem />
    </PageFrame>
  );
}
