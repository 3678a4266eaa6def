import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';

// Not a page of its own: scripts/not-found-pages.mjs moves it to <lang>/404.html (and <lang>/services/404.html),
// the language's not-found page that hosts serve for unknown paths under its prefix.
export async function generateMetadata({ params }: LangParams) {
  return notFoundMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <NotFoundPage locale={await langOf(params)} />;
}
