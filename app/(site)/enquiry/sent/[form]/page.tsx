import { SentPage, sentMetadata } from '@/components/pages/enquiry-pages';
import { FORM_KEYS } from '@/lib/enquiry/outcome-pages';

// One confirmation page per form: the contact form and each service's enquiry form.
export const dynamicParams = false;

export function generateStaticParams() {
  return FORM_KEYS.map((form) => ({ form }));
}

interface SentPageProps {
  params: Promise<{ form: string }>;
}

export async function generateMetadata({ params }: SentPageProps) {
  return sentMetadata((await params).form, 'en');
}

export default async function Page({ params }: SentPageProps) {
  return <SentPage form={(await params).form} locale="en" />;
}
