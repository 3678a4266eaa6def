// The bare page the benchmark measures our routes against (bench/run.mjs): a Next.js App Router page
// of the same Next version as the site, with nothing of ours: no CSS, no fonts, no client components.
export const metadata = {
  title: 'Bare Next.js page',
  description: 'The baseline of the benchmark: a heading and two paragraphs, statically exported.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
