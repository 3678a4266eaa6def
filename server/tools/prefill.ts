import { escapeHtml } from '@/lib/escape-html';

/**
 * Fills named controls of a pre-rendered form in HTML text: a textarea's text, an input's value, a
 * select's chosen option. Only the first control of each name is touched (a page holds one such form);
 * a name the page does not have is left alone.
 */
export function prefillControls(html: string, values: Readonly<Record<string, string>>): string {
  let out = html;
  for (const [name, value] of Object.entries(values)) {
    const attr = `name="${name}"`;
    const textarea = new RegExp(`(<textarea\\b[^>]*\\s${attr}[^>]*>)[\\s\\S]*?(</textarea>)`);
    if (textarea.test(out)) {
      // A leading newline after <textarea> is dropped by the parser: one more keeps the text's own.
      out = out.replace(textarea, (_m, open: string, close: string) => `${open}\n${escapeHtml(value)}${close}`);
      continue;
    }
    const select = new RegExp(`(<select\\b[^>]*\\s${attr}[^>]*>)([\\s\\S]*?)(</select>)`);
    if (select.test(out)) {
      out = out.replace(select, (_m, open: string, options: string, close: string) => {
        const cleared = options.replace(/\sselected(="[^"]*")?/g, '');
        const chosen = cleared.replace(new RegExp(`<option value="${escapeHtml(value)}"`), (o) => `${o} selected=""`);
        return `${open}${chosen}${close}`;
      });
      continue;
    }
    const input = new RegExp(`<input\\b[^>]*\\s${attr}[^>]*>`);
    out = out.replace(input, (tag) => tag.replace(/\svalue="[^"]*"/, '').replace(/\s*\/?>$/, ` value="${escapeHtml(value)}"/>`));
  }
  return out;
}
