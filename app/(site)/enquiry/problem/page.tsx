import { EnquiryProblem } from '@/components/forms/enquiry-outcome';
import { pageMetadata } from '@/lib/metadata';

// The template the intake API fills for a refused form post: kept out of search results and the sitemap.
export const metadata = {
  ...pageMetadata({ title: 'Please correct your enquiry', description: 'What to change in an enquiry before it can be sent.', keywords: [], path: '/enquiry/problem/' }),
  robots: { index: false, follow: false },
};

export default function EnquiryProblemPage() {
  return <EnquiryProblem />;
}
