'use client';

import { useEffect } from 'react';
import type { IslandModule } from './wake';
import { wakeIslands } from './wake';

/** React islands are hydrated by Next itself in development: only behaviours need waking. */
const hydratedByNext: IslandModule = { default: () => undefined };

/** Every behaviour island, by name (a unit test holds this list to the `*.behaviour.ts` files). */
export const devBehaviours: Record<string, () => Promise<IslandModule>> = {
  'desktop-nav': () => import('@/components/layout/desktop-nav.behaviour') as Promise<IslandModule>,
  'mobile-menu': () => import('@/components/layout/mobile-menu.behaviour') as Promise<IslandModule>,
  'web-vitals': () => import('@/components/layout/web-vitals.behaviour') as Promise<IslandModule>,
  'faq-list': () => import('@/components/faq/faq-list.behaviour') as Promise<IslandModule>,
  'lazy-video': () => import('@/components/ui/lazy-video.behaviour') as Promise<IslandModule>,
  tabs: () => import('@/components/ui/tabs.behaviour') as Promise<IslandModule>,
  'testimonial-carousel': () => import('@/components/home/testimonial-carousel.behaviour') as Promise<IslandModule>,
  'typing-headline': () => import('@/components/home/typing-headline.behaviour') as Promise<IslandModule>,
  tool: () => import('@/components/tools/tool.behaviour') as Promise<IslandModule>,
};

/**
 * `npm run dev` only: Next hydrates the whole page there, and this wakes the behaviour islands the way
 * the inlined loader does in the export (the build stage removes it with the framework).
 */
export function DevIslands() {
  useEffect(() => wakeIslands((name) => devBehaviours[name]?.() ?? Promise.resolve(hydratedByNext)), []);
  return null;
}
