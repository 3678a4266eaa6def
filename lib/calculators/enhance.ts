/**
 * The calculator page with script: the score follows the answers as they change, the address holds the
 * answers (so the result can be bookmarked and shared), the questions that do not apply are hidden, the
 * score is announced politely, and the advisor form's summary follows the result until the visitor edits
 * it. Everything attaches to the pre-rendered form where it stands: no control is re-created, and nothing
 * the visitor has changed is set for them.
 */
import { escapeHtml } from '@/lib/escape-html';
import { differsFromDefault } from '@/lib/form-controls';
import { createDraftStore, sessionBackend } from '@/lib/storage';
import { ADVISOR_FORMS, advisorFormId } from './advisor';
import { advisorSummary, groupApplies, parseValues, questionsOf, toQuery, type ParseResult } from './form';
import { ADVISOR_ID, announcement, resultHtml, RESULT_ID } from './html';
import type { Calculator, Values } from './types';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function read(form: HTMLFormElement, calculator: Calculator): ParseResult {
  const data = new FormData(form);
  return parseValues(calculator.groups, { get: (name) => (data.has(name) ? String(data.get(name)) : null) }, calculator);
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

/** The controls of one question: one element, or a radio group's inputs. */
function controlsOf(form: HTMLFormElement, name: string): Control[] {
  return Array.from(form.querySelectorAll<Control>(`[name="${CSS.escape(name)}"]`));
}

/** Whether the visitor has left a question as the page showed it (so a shared link's answer may be put there). */
function untouched(controls: readonly Control[]): boolean {
  return !controls.some(differsFromDefault);
}

/** Every message beside a field, ours or the server's, replaced by these (none clears them). */
function showErrors(form: HTMLFormElement, errors: Readonly<Record<string, string>>, prefix: string) {
  for (const old of Array.from(form.querySelectorAll('.calc-error'))) {
    const id = old.id;
    old.remove();
    for (const control of Array.from(form.querySelectorAll(`[aria-describedby~="${CSS.escape(id)}"]`))) {
      const rest = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((part) => part && part !== id);
      if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
      else control.removeAttribute('aria-describedby');
    }
  }
  for (const control of Array.from(form.querySelectorAll('[aria-invalid="true"]'))) control.removeAttribute('aria-invalid');
  for (const [name, message] of Object.entries(errors)) {
    const [control] = controlsOf(form, name);
    if (!control) continue;
    const id = `q-${name}-error`;
    const error = document.createElement('p');
    error.className = 'calc-error';
    error.id = id;
    error.innerHTML = `<span class="visually-hidden">${escapeHtml(prefix)}</span>${escapeHtml(message)}`;
    const radios = control.closest('.calc-radios');
    if (radios) radios.querySelector('legend')?.after(error);
    else (control.closest('.calc-with-unit') ?? control).before(error);
    const target = radios ?? control;
    target.setAttribute('aria-invalid', 'true');
    const described = new Set((target.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
    described.add(id);
    target.setAttribute('aria-describedby', [...described].join(' '));
  }
}

/** Puts a shared link's answers into the questions the visitor has not touched yet. */
function restore(form: HTMLFormElement, calculator: Calculator, values: Values) {
  for (const question of questionsOf(calculator.groups)) {
    const controls = controlsOf(form, question.name);
    if (!controls.length || !untouched(controls)) continue;
    const value = values[question.name];
    for (const control of controls) {
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
        control.checked = control.type === 'checkbox' ? value === true : control.value === String(value);
      } else control.value = String(value);
    }
  }
}

export function enhanceTool(form: HTMLFormElement, calculator: Calculator) {
  const result = document.getElementById(RESULT_ID);
  const live = document.getElementById('calc-live');
  if (!result || form.dataset.enhanced) return;
  form.dataset.enhanced = '';
  // Our messages, beside each field, in place of the browser's bubbles.
  form.noValidate = true;
  const names = new Set(questionsOf(calculator.groups).map((q) => q.name));
  const advisorForm = document.getElementById(ADVISOR_ID)?.querySelector('form');
  const fields = ADVISOR_FORMS[calculator.advisor];
  // A draft of the advisor form (a reload) is the visitor's own: the enquiry form restores it, and the
  // summary is not written over it.
  const hasDraft = () => createDraftStore(sessionBackend()).read(`draft:${advisorFormId(calculator)}`) !== undefined;
  let lastSummary = '';
  // Nothing is announced, put in the address or filled in for the advisor until the visitor has answered
  // something (or came with answers): focusing the first question shows the score of the page's defaults.
  let answered = false;

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
    if (text instanceof HTMLTextAreaElement) {
      // Only an empty box, the summary we last put there, or the server's summary as it came (its
      // default): never the visitor's own words, nor a draft they are coming back to.
      const ours = text.value === lastSummary || (text.value === text.defaultValue && text.defaultValue.startsWith(calculator.words.summary.start));
      if ((text.value.trim() === '' && !(lastSummary === '' && hasDraft())) || (ours && text.value !== '')) {
        if (text.value !== summary) setControl(text, summary);
        lastSummary = summary;
      }
    }
    const country = advisorForm.elements.namedItem(fields.country);
    if (country instanceof HTMLInputElement && country.value.trim() === '' && !hasDraft()) setControl(country, calculator.country);
    for (const [name, value] of Object.entries(fields.fixed)) {
      const control = advisorForm.elements.namedItem(name);
      if (control instanceof HTMLSelectElement && control.value === '' && !hasDraft()) setControl(control, value);
    }
  };

  /** The address with these answers, keeping anything else it holds (a campaign's utm_* tags). */
  const address = (values: Values) => {
    const others = new URLSearchParams(window.location.search);
    for (const name of names) others.delete(name);
    const rest = others.toString();
    return `${window.location.pathname}?${toQuery(calculator.groups, values)}${rest ? `&${rest}` : ''}${window.location.hash}`;
  };

  const update = (focus: boolean) => {
    const parsed = read(form, calculator);
    applyGroups(parsed.values);
    if (!parsed.ok) {
      if (focus) {
        showErrors(form, parsed.errors, calculator.words.form.errorPrefix);
        const first = Object.keys(parsed.errors)[0];
        if (first) controlsOf(form, first)[0]?.focus();
      }
      return;
    }
    showErrors(form, {}, '');
    result.innerHTML = resultHtml(calculator, parsed.values, { pageUrl: pageUrl(), today: new Date() });
    if (answered) {
      history.replaceState(history.state, '', address(parsed.values));
      fillAdvisor(parsed.values, `${pageUrl()}?${toQuery(calculator.groups, parsed.values)}`);
      const line = announcement(calculator, parsed.values);
      if (live && live.textContent !== line) live.textContent = line;
    }
    if (focus) document.getElementById('calc-result-title')?.focus();
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    answered = true;
    clearTimeout(timer);
    timer = setTimeout(() => update(false), 200);
  };
  form.addEventListener('input', soon);
  form.addEventListener('change', soon);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    answered = true;
    clearTimeout(timer);
    update(true);
  });
  // Number boxes keep their value when the page scrolls under the pointer (as the enquiry forms do).
  form.addEventListener(
    'wheel',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'number' && event.target === document.activeElement) event.target.blur();
    },
    { passive: true },
  );

  const query = new URLSearchParams(window.location.search);
  if ([...names].some((name) => query.has(name))) {
    const parsed = parseValues(calculator.groups, query, calculator);
    if (parsed.ok) {
      restore(form, calculator, parsed.values);
      answered = true;
    }
  }
  // The server's result page (a form sent before the script arrived) already holds answers of the visitor's,
  // and so does a form the visitor changed while the script was on its way.
  if (form.closest('article')?.querySelector('.calc-figure')) answered = true;
  if ([...names].some((name) => !untouched(controlsOf(form, name)))) answered = true;
  update(false);
}
