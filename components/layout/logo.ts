import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The logo (public/logo.svg) as a data URL, for the pictures of it in the first screen (header, splash)
 * and the favicon: no request before the largest paint, and none for the icon, on a link where each
 * round trip costs hundreds of milliseconds. Read at build time; server components only.
 */
export const LOGO_DATA_URL = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(process.cwd(), 'public', 'logo.svg'), 'utf8').replace(/\s*\n\s*/g, ' ').trim())}`;
