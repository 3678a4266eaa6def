/**
 * Whether a form control no longer holds what the page was served with: the visitor (or autofill) has been
 * at it. The enquiry forms load their code at once for such a form, and the calculators leave such a
 * question alone when a shared link's answers arrive.
 */
export function differsFromDefault(element: Element): boolean {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') return element.checked !== element.defaultChecked;
    if (element.type === 'file') return (element.files?.length ?? 0) > 0;
    return element.type !== 'hidden' && element.value !== element.defaultValue;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
  if (element instanceof HTMLSelectElement) {
    const options = Array.from(element.options);
    if (element.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // Without a `selected` attribute the browser starts on the first option it can select.
    const initial = options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled);
    return element.selectedIndex !== (initial?.index ?? -1);
  }
  return false;
}
