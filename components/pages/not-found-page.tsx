import { setPageLocale } from '@/components/i18n/page-locale';
import { SiteLink } from '@/components/ui/site-link';
import { menuServicesIn } from '@/content/localized';
import { site } from '@/content/site';
import { text } from '@/content/text';
import { env } from '@/lib/env';
import { localePath, type Locale } from '@/lib/i18n/locales';
import styles from './not-found-page.module.css';

export function notFoundMetadata(locale: Locale) {
  return { title: text.ui(locale).ui.notFound.title, robots: { index: false, follow: true } };
}

// out/404.html (and out/gu/404.html, out/hi/404.html), and their copies under services/ with the 'Service Not
// Found' variant chosen in the markup (scripts/not-found-pages.mjs), which hosts serve for unknown
// /services/<id> paths, with or without JavaScript. A host that serves one page for every unknown path still
// gets the variant from this script, which runs before the first paint.
const chooseVariant = `(function(){var p=location.pathname.slice(${JSON.stringify(env.basePath)}.length).replace(/^\\/(gu|hi)(?=\\/)/,'');if(/^\\/services\\/[^/]+/.test(p))document.documentElement.setAttribute('data-not-found','service')})();`;

/** The not-found page in a language: no top bar or footer, a way home and the services. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const t = text.ui(locale).ui.notFound;
  return (
    <main className={styles.page}>
      <script data-site-script="" dangerouslySetInnerHTML={{ __html: chooseVariant }} />
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <div className={styles.generic}>
          <h1>{t.heading}</h1>
          <p>{t.text}</p>
        </div>
        <div className={styles.service}>
          <h1>{t.serviceHeading}</h1>
          <p>{t.serviceText}</p>
          <h2 className={styles.listTitle}>{t.ourServices}</h2>
          <ul className={styles.services}>
            {menuServicesIn(locale).map((s) => (
              <li key={s.key}>
                <SiteLink href={s.url}>{s.title}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <SiteLink href={localePath(locale, '/')} className={styles.home}>
          {t.returnHome}
        </SiteLink>
        <p className={styles.brand}>{site.name}</p>
      </div>
    </main>
  );
}
