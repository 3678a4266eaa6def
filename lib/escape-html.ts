/** Text made safe inside HTML, in elements and quoted attributes alike: the five special characters as numeric references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
