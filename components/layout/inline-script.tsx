/**
 * A script of the pre-rendered HTML that runs as the parser reaches it, before and without the framework:
 * `run`'s own source, called with `args` (as JSON). `run` must be self-contained (no imports, helpers or
 * outer names): its text is the script. scripts/headers.mjs hashes it into the page's CSP like every
 * inline script, and React leaves a server-rendered script alone when it hydrates.
 */
export function InlineScript<A extends unknown[]>({ run, args, id }: { run: (...args: A) => void; args: A; id?: string }) {
  const code = `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
  return <script data-site-script="" id={id} dangerouslySetInnerHTML={{ __html: code }} />;
}
