import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { LegalDocumentPage, legalMetadata } from '@/components/pages/legal-pages';

export async function generateMetadata({ params }: LangParams) {
  return legalMetadata('terms', await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <LegalDocumentPage which="terms" locale={await langOf(params)} />;
}
