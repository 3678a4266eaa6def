import { SafeRecruitmentPage, safeRecruitmentMetadata } from '@/components/pages/safe-recruitment-page';

export const metadata = safeRecruitmentMetadata('en');

export default function Page() {
  return <SafeRecruitmentPage locale="en" />;
}
