import { ProblemPage, problemMetadata } from '@/components/pages/enquiry-pages';

export const metadata = problemMetadata('en');

export default function Page() {
  return <ProblemPage locale="en" />;
}
