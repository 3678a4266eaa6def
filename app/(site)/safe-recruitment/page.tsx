import { pageSeo } from '@/content/pages';
import { TrustPage } from '@/components/trust/trust-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(pageSeo.safeRecruitment);

export default function SafeRecruitmentPage() {
  return <TrustPage />;
}
