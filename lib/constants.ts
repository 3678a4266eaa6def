/** Behavioural constants from the spec (section 9). */
export const SPLASH_DURATION_MS = 2500;
export const SPLASH_FADE_MS = 400;
export const SPLASH_SESSION_KEY = 'sg:splash-seen';
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const TYPING_INTERVAL_MS = 100;
export const REVEAL_VISIBLE_FRACTION = 0.15;
export const FOOTER_SERVICE_COUNT = 5;
export const FEATURED_SERVICE_COUNT = 3;
