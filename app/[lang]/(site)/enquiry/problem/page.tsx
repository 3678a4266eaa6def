import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { ProblemPage, problemMetadata } from '@/components/pages/enquiry-pages';

export async function generateMetadata({ params }: LangParams) {
  return problemMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <ProblemPage locale={await langOf(params)} />;
}
