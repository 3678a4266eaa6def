'use client';

import { SiteLink } from '@/components/ui/site-link';

/** A render error in a page, e.g. a script chunk that no longer exists after a deployment. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const stale = error.name === 'ChunkLoadError' || /chunk|dynamically imported module/i.test(error.message);
  return (
    <div className="container" style={{ paddingBlock: '4rem', textAlign: 'center' }} role="alert">
      <h1>{stale ? 'This page was updated' : 'Something went wrong'}</h1>
      <p>{stale ? 'A newer version of the site is available. Reload to continue.' : 'Please try again. If it keeps happening, contact us.'}</p>
      <p>
        <button type="button" onClick={() => (stale ? window.location.reload() : reset())} style={{ minHeight: 48, padding: '0.6rem 1.4rem', cursor: 'pointer' }}>
          {stale ? 'Reload' : 'Try again'}
        </button>{' '}
        <SiteLink href="/">Return to Home</SiteLink>
      </p>
    </div>
  );
}
