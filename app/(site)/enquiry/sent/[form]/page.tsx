import type { Metadata } from 'next';
import { getService, serviceHref } from '@/content/services';
import { MESSAGES } from '@/lib/enquiry/limits';
import { FORM_KEYS } from '@/lib/enquiry/outcome-pages';
import { EnquirySent } from '@/components/forms/enquiry-outcome';

// One confirmation page per form: the contact form and each service's enquiry form.
export const dynamicParams = false;

export function generateStaticParams() {
  return FORM_KEYS.map((form) => ({ form }));
}

interface SentPageProps {
  params: Promise<{ form: string }>;
}

export const metadata: Metadata = { title: 'Enquiry sent', robots: { index: false, follow: true } };

export default async function EnquirySentPage({ params }: SentPageProps) {
  const { form } = await params;
  const service = getService(form);
  if (!service) {
    return <EnquirySent title={MESSAGES.contactSuccess} lead="We have received your message." back={{ href: '/contact/', label: 'Back to Contact' }} />;
  }
  return (
    <EnquirySent
      title="Thank you for your enquiry"
      lead={`We have received your ${service.title} enquiry.`}
      back={{ href: serviceHref(service.id), label: `Back to ${service.title}` }}
    />
  );
}
