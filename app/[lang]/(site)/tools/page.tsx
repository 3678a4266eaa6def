import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { ToolsIndexPage, toolsIndexMetadata } from '@/components/pages/tools-pages';

export async function generateMetadata({ params }: LangParams) {
  return toolsIndexMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <ToolsIndexPage locale={await langOf(params)} />;
}
