import { terms } from '@/content/legal';
import { pageSeo } from '@/content/pages';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(pageSeo.terms);

export default function TermsPage() {
  return <LegalPage document={terms} />;
}
