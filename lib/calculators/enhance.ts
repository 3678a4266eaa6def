/**
 * The calculator page with script: the score follows the answers as they change, the address holds the
 * answers (so the result can be bookmarked and shared), the questions that do not apply are hidden, the
 * score is announced politely, and the advisor form's summary follows the result until the visitor edits
 * it. Everything attaches to the pre-rendered form where it stands: no control is re-created.
 */
import { ADVISOR_FORMS } from './advisor';
import { advisorSummary, groupApplies, parseValues, toQuery, type ParseResult } from './form';
import { ADVISOR_ID, announcement, escapeHtml, resultHtml, RESULT_ID } from './html';
import type { Calculator, Values } from './types';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function read(form: HTMLFormElement, calculator: Calculator): ParseResult {
  const data = new FormData(form);
  return parseValues(calculator.groups, { get: (name) => (data.has(name) ? String(data.get(name)) : null) });
}

/** The page's address without its query: the canonical link when there is one (the shared link names the site, not a preview host). */
function pageUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical || `${window.location.origin}${window.location.pathname}`;
}

/** Sets a control's value so that React and react-hook-form, if they have attached, see it as typed. */
function setControl(control: Control, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

function showErrors(form: HTMLFormElement, errors: Readonly<Record<string, string>>) {
  for (const old of Array.from(form.querySelectorAll('.calc-error[data-live]'))) old.remove();
  for (const control of Array.from(form.querySelectorAll('[aria-invalid="true"]'))) control.removeAttribute('aria-invalid');
  for (const [name, message] of Object.entries(errors)) {
    const control = form.querySelector<Control>(`[name="${CSS.escape(name)}"]`);
    if (!control) continue;
    const id = `q-${name}-error`;
    const existing = document.getElementById(id);
    const error = existing ?? document.createElement('p');
    error.className = 'calc-error';
    error.id = id;
    error.dataset.live = '';
    error.innerHTML = `<span class="visually-hidden">Error: </span>${escapeHtml(message)}`;
    if (!existing) (control.closest('.calc-with-unit') ?? control).before(error);
    control.setAttribute('aria-invalid', 'true');
    const described = new Set((control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
    described.add(id);
    control.setAttribute('aria-describedby', [...described].join(' '));
  }
}

/** Puts the answers of a shared link into an untouched form. */
function restore(form: HTMLFormElement, calculator: Calculator, values: Values) {
  for (const question of calculator.groups.flatMap((g) => g.questions)) {
    const value = values[question.name];
    const named = form.elements.namedItem(question.name);
    if (question.kind === 'check' && named instanceof HTMLInputElement) named.checked = value === true;
    else if (question.kind === 'radio' && named instanceof RadioNodeList) named.value = String(value);
    else if (named instanceof HTMLInputElement || named instanceof HTMLSelectElement) named.value = String(value);
  }
}

export function enhanceTool(form: HTMLFormElement, calculator: Calculator) {
  const result = document.getElementById(RESULT_ID);
  const live = document.getElementById('calc-live');
  if (!result || form.dataset.enhanced) return;
  form.dataset.enhanced = '';
  // Our messages, beside each field, in place of the browser's bubbles.
  form.noValidate = true;
  const advisorForm = document.getElementById(ADVISOR_ID)?.querySelector('form');
  const fields = ADVISOR_FORMS[calculator.advisor];
  let lastSummary = '';
  let announced = '';

  const applyGroups = (values: Readonly<Record<string, unknown>>) => {
    for (const group of calculator.groups) {
      if (!group.when) continue;
      const fieldset = document.getElementById(`g-${group.id}`);
      if (fieldset) fieldset.hidden = !groupApplies(group, values);
    }
  };

  const fillAdvisor = (values: Values, url: string) => {
    if (!advisorForm) return;
    const summary = advisorSummary(calculator, values, url);
    const text = advisorForm.elements.namedItem(fields.summary);
    // The visitor's own words are never overwritten: only an empty box, or the summary we last put there.
    if (text instanceof HTMLTextAreaElement && (text.value.trim() === '' || text.value === lastSummary)) {
      setControl(text, summary);
      lastSummary = summary;
    }
    const country = advisorForm.elements.namedItem(fields.country);
    if (country instanceof HTMLInputElement && country.value.trim() === '') setControl(country, calculator.country);
    for (const [name, value] of Object.entries(fields.fixed)) {
      const control = advisorForm.elements.namedItem(name);
      if (control instanceof HTMLSelectElement && control.value === '') setControl(control, value);
    }
  };

  const update = (focus: boolean) => {
    const parsed = read(form, calculator);
    applyGroups(parsed.values);
    if (!parsed.ok) {
      if (focus) {
        showErrors(form, parsed.errors);
        const first = Object.keys(parsed.errors)[0];
        if (first) form.querySelector<Control>(`[name="${CSS.escape(first)}"]`)?.focus();
      }
      return;
    }
    showErrors(form, {});
    const url = `${pageUrl()}?${toQuery(calculator.groups, parsed.values)}`;
    result.innerHTML = resultHtml(calculator, parsed.values, { pageUrl: pageUrl(), today: new Date() });
    history.replaceState(history.state, '', `${window.location.pathname}?${toQuery(calculator.groups, parsed.values)}${window.location.hash}`);
    fillAdvisor(parsed.values, url);
    const line = announcement(calculator, parsed.values);
    if (live && line !== announced) {
      live.hidden = false;
      live.textContent = line;
      announced = line;
    }
    if (focus) document.getElementById('calc-result-title')?.focus();
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => update(false), 200);
  };
  form.addEventListener('input', soon);
  form.addEventListener('change', soon);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    update(true);
  });
  // Number boxes keep their value when the page scrolls under the pointer (as the enquiry forms do).
  form.addEventListener('wheel', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'number' && event.target === document.activeElement) event.target.blur();
  }, { passive: true });

  const query = new URLSearchParams(window.location.search);
  const shared = calculator.groups.some((group) => group.questions.some((q) => query.has(q.name)));
  if (shared && !form.contains(document.activeElement)) {
    const parsed = parseValues(calculator.groups, query);
    if (parsed.ok) restore(form, calculator, parsed.values);
  }
  update(false);
}
