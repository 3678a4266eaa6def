import Link from 'next/link';
import { site } from '@/content/site';
import { menuServices } from '@/content/services';
import { mobileNav, topNav } from '@/content/navigation';
import { assetPath } from '@/lib/env';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import styles from './header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={assetPath('/logo.svg')} alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        <DesktopNav nav={topNav} services={menuServices} />
        <MobileMenu nav={mobileNav} services={menuServices} />
      </div>
    </header>
  );
}
