import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { ContactPage, contactMetadata } from '@/components/pages/contact-page';

export async function generateMetadata({ params }: LangParams) {
  return contactMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <ContactPage locale={await langOf(params)} />;
}
