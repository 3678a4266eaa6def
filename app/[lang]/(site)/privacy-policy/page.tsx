import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { LegalDocumentPage, legalMetadata } from '@/components/pages/legal-pages';

export async function generateMetadata({ params }: LangParams) {
  return legalMetadata('privacy', await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <LegalDocumentPage which="privacy" locale={await langOf(params)} />;
}
