import { langOf, langParams, type LangParams } from '@/components/i18n/lang-params';
import { Document } from '@/components/layout/document';

// Gujarati and Hindi, each under its prefix; any other first segment is not a language.
export const dynamicParams = false;
export const generateStaticParams = langParams;

export default async function LanguageLayout({ children, params }: LangParams & { children: React.ReactNode }) {
  return <Document locale={await langOf(params)}>{children}</Document>;
}
