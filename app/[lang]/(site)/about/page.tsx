import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { AboutPage, aboutMetadata } from '@/components/pages/about-page';

export async function generateMetadata({ params }: LangParams) {
  return aboutMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <AboutPage locale={await langOf(params)} />;
}
