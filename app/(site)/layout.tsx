import { ApiNoticeRegion } from '@/components/layout/api-notice-region';
import { AppHealth } from '@/components/layout/app-health';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import styles from './layout.module.css';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollToTop />
      <ApiNoticeRegion />
      <AppHealth />
    </div>
  );
}
