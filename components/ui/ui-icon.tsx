/*
 * The interface glyphs of the client islands (menus, carousel, FAQ search), apart from the content icons
 * of components/ui/icon.tsx: an island that imports the whole set ships every service's drawing in its
 * JavaScript. Same 24x24 stroke style, styled by currentColor.
 */
export const uiIconPaths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6L6 18M6 6l12 12',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-left': 'M15 18l-6-6 6-6',
  'chevron-right': 'M9 18l6-6-6-6',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
} as const;

export type UiIconName = keyof typeof uiIconPaths;

/** A 24x24 stroke icon from its path. Decorative: the text or label beside it carries the meaning. */
export function IconSvg({ d, size = 24, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export function UiIcon({ name, size, className }: { name: UiIconName; size?: number; className?: string }) {
  return <IconSvg d={uiIconPaths[name]} size={size} className={className} />;
}
