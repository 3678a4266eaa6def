import { LegalDocumentPage, legalMetadata } from '@/components/pages/legal-pages';

export const metadata = legalMetadata('privacy', 'en');

export default function Page() {
  return <LegalDocumentPage which="privacy" locale="en" />;
}
