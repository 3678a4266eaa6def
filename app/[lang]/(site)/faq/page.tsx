import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { FaqPage, faqMetadata } from '@/components/pages/faq-page';

export async function generateMetadata({ params }: LangParams) {
  return faqMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <FaqPage locale={await langOf(params)} />;
}
