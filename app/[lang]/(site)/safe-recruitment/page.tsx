import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { SafeRecruitmentPage, safeRecruitmentMetadata } from '@/components/pages/safe-recruitment-page';

export async function generateMetadata({ params }: LangParams) {
  return safeRecruitmentMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <SafeRecruitmentPage locale={await langOf(params)} />;
}
