import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { HomePage, homeMetadata } from '@/components/pages/home-page';

export async function generateMetadata({ params }: LangParams) {
  return homeMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <HomePage locale={await langOf(params)} />;
}
