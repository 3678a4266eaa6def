export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>This page is the benchmark&apos;s baseline: the framework&apos;s own JavaScript, hydrating a heading and two paragraphs.</p>
      <p>Every route of the site is measured beside it in the same run, and its ratios to this page are what the budgets check.</p>
    </main>
  );
}
