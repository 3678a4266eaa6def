import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { setPageLocale } from '@/components/i18n/page-locale';
import { SiteShell } from '@/components/layout/site-shell';

export default async function TranslatedSiteLayout({ children, params }: LangParams & { children: React.ReactNode }) {
  setPageLocale(await langOf(params));
  return <SiteShell>{children}</SiteShell>;
}
