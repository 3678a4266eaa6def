import { getService, serviceHref } from '@/content/services';
import { MESSAGES } from '@/lib/enquiry/limits';
import { FORM_KEYS } from '@/lib/enquiry/outcome-pages';
import { EnquirySent } from '@/components/forms/enquiry-outcome';
import { pageMetadata } from '@/lib/metadata';

// One confirmation page per form: the contact form and each service's enquiry form.
export const dynamicParams = false;

export function generateStaticParams() {
  return FORM_KEYS.map((form) => ({ form }));
}

interface SentPageProps {
  params: Promise<{ form: string }>;
}

// Reached only by posting a form: kept out of search results and the sitemap.
export async function generateMetadata({ params }: SentPageProps) {
  const { form } = await params;
  const subject = getService(form)?.title ?? 'Contact';
  return {
    ...pageMetadata({ title: `Enquiry sent: ${subject}`, description: `Confirmation that your ${subject} enquiry reached Sarthi Global.`, keywords: [], path: `/enquiry/sent/${form}/` }),
    robots: { index: false, follow: true },
  };
}

export default async function EnquirySentPage({ params }: SentPageProps) {
  const { form } = await params;
  const service = getService(form);
  if (!service) {
    return <EnquirySent title={MESSAGES.contactSuccess} subject="my message" lead="We have received your message." back={{ href: '/contact/', label: 'Back to Contact' }} />;
  }
  return (
    <EnquirySent
      title="Thank you for your enquiry"
      subject={service.title}
      lead={`We have received your ${service.title} enquiry.`}
      back={{ href: serviceHref(service.id), label: `Back to ${service.title}` }}
    />
  );
}
