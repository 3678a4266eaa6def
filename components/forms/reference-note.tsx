'use client';

import { useEffect, useState } from 'react';
import { REFERENCE_PATTERN } from '@/lib/enquiry/reference';

/**
 * "Your reference is ..." when the intake API's redirect carries one (`?ref=`). A static page cannot
 * read its query without script, so without JavaScript the sentence is simply absent.
 */
export function ReferenceNote({ className }: { className?: string }) {
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (ref && REFERENCE_PATTERN.test(ref)) setReference(ref);
  }, []);
  if (!reference) return null;
  return (
    <p className={className}>
      Your reference is <strong>{reference}</strong>.
    </p>
  );
}
