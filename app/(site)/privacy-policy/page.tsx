import { privacyPolicy } from '@/content/legal';
import { pageSeo } from '@/content/pages';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(pageSeo.privacy);

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
