import { langOf, langParams, type LangParams } from '@/components/i18n/lang-params';
import { SentPage, sentMetadata } from '@/components/pages/enquiry-pages';
import { FORM_KEYS } from '@/lib/enquiry/outcome-pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return langParams().flatMap(({ lang }) => FORM_KEYS.map((form) => ({ lang, form })));
}

type SentPageProps = LangParams<{ form: string }>;

export async function generateMetadata({ params }: SentPageProps) {
  return sentMetadata((await params).form, await langOf(params));
}

export default async function Page({ params }: SentPageProps) {
  return <SentPage form={(await params).form} locale={await langOf(params)} />;
}
