import { LegalDocumentPage, legalMetadata } from '@/components/pages/legal-pages';

export const metadata = legalMetadata('terms', 'en');

export default function Page() {
  return <LegalDocumentPage which="terms" locale="en" />;
}
