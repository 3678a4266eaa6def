import type { Metadata } from 'next';
import { EnquiryProblem } from '@/components/forms/enquiry-outcome';

export const metadata: Metadata = { title: 'Please correct your enquiry', robots: { index: false, follow: false } };

export default function EnquiryProblemPage() {
  return <EnquiryProblem />;
}
