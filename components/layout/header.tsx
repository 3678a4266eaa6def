import { SiteLink } from '@/components/ui/site-link';
import { site } from '@/content/site';
import { menuServices } from '@/content/services';
import { mobileNav, topNav } from '@/content/navigation';
import { LOGO_DATA_URL } from './logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { Island } from '@/components/islands/island';
import styles from './header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLink href="/" className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={LOGO_DATA_URL} alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.brandName}>{site.name}</span>
        </SiteLink>
        <Island name="desktop-nav" when="interaction">
          <DesktopNav nav={topNav} services={menuServices} />
        </Island>
        <Island name="mobile-menu" when="interaction">
          <MobileMenu nav={mobileNav} services={menuServices} />
        </Island>
      </div>
    </header>
  );
}
