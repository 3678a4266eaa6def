'use client';

import { useEffect } from 'react';
import { calculatorLoaders } from '@/lib/calculators/loaders';

export interface ToolEnhancerProps {
  slug: string;
}

/**
 * Loads the calculator's script on first use: a focus, a tap or a key in the form, or at once when the
 * address already holds answers (a shared or bookmarked result). A page that is only read loads nothing
 * more. If the script never arrives the form still works: it is sent to the intake server, which renders
 * the result.
 */
export function ToolEnhancer({ slug }: ToolEnhancerProps) {
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>(`form[data-tool="${slug}"]`);
    if (!form) return;
    let started = false;
    const events = ['focusin', 'pointerdown', 'input', 'change'] as const;
    const load = () => {
      if (started) return;
      started = true;
      for (const type of events) form.removeEventListener(type, load);
      const calculator = calculatorLoaders[slug];
      if (!calculator) return;
      Promise.all([import('@/lib/calculators/enhance'), calculator()]).then(
        ([{ enhanceTool }, loaded]) => enhanceTool(form, loaded),
        (error: unknown) => {
          started = false;
          for (const type of events) form.addEventListener(type, load);
          console.warn('The calculator could not load its script; the form is sent to the server instead.', error);
        },
      );
    };
    for (const type of events) form.addEventListener(type, load);
    // A shared or bookmarked result (the address names a question, not only a campaign's tags), or a
    // visitor already answering before the framework arrived.
    const shared = Array.from(new URLSearchParams(window.location.search).keys()).some((key) => form.elements.namedItem(key) !== null);
    if (shared || form.contains(document.activeElement)) load();
    return () => {
      for (const type of events) form.removeEventListener(type, load);
    };
  }, [slug]);
  return null;
}
