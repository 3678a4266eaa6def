// The bare page: Next's defaults, statically exported like the site (bench/run.mjs builds it to out/).
const config = { output: 'export', trailingSlash: true, poweredByHeader: false };

export default config;
