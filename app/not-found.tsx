import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { menuServices } from '@/content/services';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

// out/404.html, and its copy out/services/404.html with the 'Service Not Found' variant chosen in the
// markup (scripts/not-found-pages.mjs), which hosts serve for unknown /services/<id> paths, with or without
// JavaScript. A host that serves this one page for every unknown path still gets the variant from this
// script, which runs before the first paint.
const chooseVariant = `(function(){var p=location.pathname.slice(${JSON.stringify(env.basePath)}.length);if(/^\\/services\\/[^/]+/.test(p))document.documentElement.setAttribute('data-not-found','service')})();`;

export default function NotFound() {
  return (
    <main className={styles.page}>
      <script data-site-script="" dangerouslySetInnerHTML={{ __html: chooseVariant }} />
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <div className={styles.generic}>
          <h1>Lost signal. Page not found.</h1>
          <p>The page you were looking for has moved or never existed.</p>
        </div>
        <div className={styles.service}>
          <h1>Service Not Found</h1>
          <p>Sorry, the requested service could not be found.</p>
          <h2 className={styles.listTitle}>Our services</h2>
          <ul className={styles.services}>
            {menuServices.map((s) => (
              <li key={s.key}>
                <SiteLink href={s.url}>{s.title}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <SiteLink href="/" className={styles.home}>
          Return to Home
        </SiteLink>
        <p className={styles.brand}>{site.name}</p>
      </div>
    </main>
  );
}
