'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EnquiryFormProps } from './enquiry-form';
import styles from './enquiry-form.module.css';

// The form (react-hook-form, zod, ky) is the heaviest island: fetch it only when it nears the viewport.
const EnquiryForm = lazy(() => import('./enquiry-form').then((m) => ({ default: m.EnquiryForm })));

export interface DeferredEnquiryFormProps extends EnquiryFormProps {
  /** Pre-rendered stand-in (FormSkeleton) shown until the form has loaded, so the swap shifts nothing. */
  placeholder: ReactNode;
}

export function DeferredEnquiryForm({ placeholder, ...props }: DeferredEnquiryFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const wanted = () => window.location.hash === '#inquiry' || window.location.hash === '#contact-form';
    if (wanted()) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    observer.observe(element);
    // Keyboard and assistive-technology users may jump here without scrolling.
    element.addEventListener('focusin', () => setNear(true), { once: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.deferred}>
      {near ? (
        <Suspense fallback={placeholder}>
          <EnquiryForm {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
