import type { NextConfig } from 'next';

// Static export: every route is pre-rendered to out/ and served by plain static hosting.
// Server-only features (route handlers, headers(), rewrites(), the image optimiser) are unavailable.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/$/, '') ?? '';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: basePath || undefined,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // CSS as <style> in the head instead of render-blocking <link>s: one round trip less before the first paint.
    inlineCss: true,
    cssChunking: 'graph',
  },
};

export default nextConfig;
