import { assetPath } from '@/lib/env';
import { escapeHtml } from '@/lib/escape-html';
import { pageSeo } from './pages';
import { site } from './site';

/**
 * Trust a visitor can verify (issue 39): how to tell a genuine job offer and recruiting agent from a fraudulent
 * one, what the law says an agent may charge and must give in writing, the official helplines and portals,
 * and our own fees in plain words. Every statement of law, fees, helplines or portals names its official
 * source and the day it was read. The sources were read on 28 November 2026 in the stored copies available
 * to us, not on the live official pages: where we read a copy (a reproduced notification, a press report of
 * an advisory), `readIn` says where. Re-read the official pages before relying on any figure here, and move
 * `readOn` when you do.
 */

export type TrustSource = {
  /** The official source: the act, the rule, the ministry's page or advisory. */
  name: string;
  /** The official page where there is one, else the copy we read. */
  url: string;
  /** The day the text was read (shown on the page). */
  readOn: string;
  /** Where we read it when it was not the official page itself (shown on the page). */
  readIn?: string;
};

export type TrustFact = { text: string; source: TrustSource };

export const TRUST_READ_ON = '2026-11-28';

/** A list of statements, each checked to carry its source. */
const facts = (list: TrustFact[]): readonly TrustFact[] => list;

const sources = {
  meaRecruitingAgents: {
    name: 'Ministry of External Affairs: Recruiting Agents (RAs), guidelines under the Emigration Act, 1983',
    url: 'https://www.mea.gov.in/ras.htm',
    readOn: TRUST_READ_ON,
  },
  emigrationAct: {
    name: 'Emigration Act, 1983, sections 10 and 24',
    url: 'https://legalauthority.in/bare-act/emigration-act-1983',
    readOn: TRUST_READ_ON,
    readIn: 'the text of the Act as published by LegalAuthority',
  },
  rule25: {
    name: 'Emigration Rules, 1983, rule 25 (service charges), as substituted by the Emigration (Amendment) Rules, 2017 (Ministry of External Affairs notification of 14 December 2017)',
    url: 'https://in.thedollarbusiness.com/news/emigration-rules-1983-amended/51559',
    readOn: TRUST_READ_ON,
    readIn: 'a copy of the notification published by The Dollar Business',
  },
  advisory2023: {
    name: 'Ministry of External Affairs: advisory on fake overseas job offers and illegal recruitment, 14 December 2023',
    url: 'https://www.livemint.com/news/india/ministry-of-external-affairs-warns-of-work-abroad-scams-shares-tips-to-identify-fake-job-offers-details-here-11702571771233.html',
    readOn: TRUST_READ_ON,
    readIn: 'the advisory as reported by Mint on 14 December 2023 and by e2india',
  },
  madad: {
    name: 'Ministry of External Affairs: consular complaints and grievances (MADAD and eMigrate)',
    url: 'https://www.fsi.mea.gov.in/consular-complaints-and-grievances.htm',
    readOn: TRUST_READ_ON,
  },
  embassyComplaints: {
    name: 'Embassy of India, Doha: FAQ, complaints against recruiting agents',
    url: 'https://www.indianembassyqatar.gov.in/',
    readOn: TRUST_READ_ON,
  },
  helpline: {
    name: 'Ministry of Overseas Indian Affairs (now part of the Ministry of External Affairs): FAQ on recruiting agents, the 24x7 helpline of the Overseas Workers Resource Centre',
    url: 'https://www.legalindia.com/question/who-are-recruiting-agents/',
    readOn: TRUST_READ_ON,
    readIn: 'a copy of the ministry’s FAQ published by Legal India',
  },
  unregisteredList: {
    name: 'Minister of State for External Affairs, answer in Parliament on unauthorised recruiting agents, February 2026',
    url: 'https://www.newsx.com/india/government-prioritises-safety-and-welfare-of-indians-abroad-mos-mea-kirti-vardhan-singh-166528/',
    readOn: TRUST_READ_ON,
    readIn: 'the answer as reported by NewsX on 13 February 2026',
  },
} as const satisfies Record<string, TrustSource>;

/** The official portals and the helpline, as the page and the footer link them. */
export const officialContacts = {
  eMigrate: { name: 'eMigrate', url: 'https://emigrate.gov.in/', path: 'Recruiting Agents, then List of active RA' },
  madad: { name: 'MADAD', url: 'https://www.madad.gov.in/' },
  helpline: { display: '1800-11-3090', href: 'tel:1800113090' },
  pgeEmail: 'pge@mea.gov.in',
} as const;

/** Our registration as a recruiting agent, with where a visitor checks it (the number is in content/site.ts). */
export const registration = {
  label: 'MEA recruiting agent registration',
  number: site.recruitingAgent.number,
  sample: site.recruitingAgent.sample,
  verifyText: 'Verify it on eMigrate',
  verifyUrl: officialContacts.eMigrate.url,
  howToVerify: `On emigrate.gov.in, open ${officialContacts.eMigrate.path}, and search for our name or number: the name, the number, the state and the validity date must all match, and the status must be active.`,
} as const;

export const trustPage = {
  path: pageSeo.safeRecruitment.path,
  eyebrow: 'Safe recruitment',
  title: 'Genuine Job Offers and Agents: How to Check',
  lead: 'Before you pay anyone or hand over your passport for a job abroad, check the agent and the offer yourself. This page says what the law requires, where to check, where to get help, and what we charge.',
  registrationTitle: 'Our registration, and how to check it',
  lawTitle: 'What the law says an agent may charge and must give you',
  law: facts([
    {
      text: 'Only a recruiting agent registered with the Ministry of External Affairs (the Protector General of Emigrants) may recruit in India for a job abroad. Recruiting without a valid registration certificate is an offence.',
      source: sources.emigrationAct,
    },
    {
      text: 'A registered agent must display its registration certificate prominently at its office and may not transfer it to anyone else.',
      source: sources.meaRecruitingAgents,
    },
    {
      text: 'An agent may collect from a worker a service charge of at most ₹30,000, plus GST, for all its services, and must give the worker a receipt for the amount collected.',
      source: sources.rule25,
    },
    {
      text: 'That maximum covers the agent’s own costs (finding and selecting candidates, advertising, trade tests, attestation, interviews, its offices). It does not cover the visa fee charged by the foreign embassy, the pre-employment medical check-up, the air ticket, board and lodging before departure, or GST.',
      source: sources.rule25,
    },
    {
      text: 'A valid job offer comes with an employment contract signed by the foreign employer, the recruiting agent and the worker, stating the terms of the job, the salary and other benefits.',
      source: sources.advisory2023,
    },
    {
      text: 'A genuine offer lets you travel on an employment or work visa. A tourist visa is for tourism only, never for work.',
      source: sources.advisory2023,
    },
  ]),
  signsTitle: 'Signs of a fake offer or an illegal agent',
  signs: facts([
    {
      text: 'The agent is not on eMigrate’s list of active recruiting agents, or its name, number or address there differs from the one you were given. eMigrate also lists agents reported for recruiting without registration.',
      source: sources.unregisteredList,
    },
    {
      text: 'The agent works only through WhatsApp, Facebook or text messages and gives little or no detail of where it is or who it is.',
      source: sources.advisory2023,
    },
    {
      text: 'You are asked for far more than the legal maximum: the ministry has reported job seekers overcharged ₹2 lakh to ₹5 lakh by unregistered agents.',
      source: sources.advisory2023,
    },
    {
      text: 'There is no written contract signed by the employer, or you are told to travel on a tourist or visit visa and get a work permit later.',
      source: sources.advisory2023,
    },
  ]),
  helpTitle: 'Where to check, ask and complain',
  help: facts([
    {
      text: `eMigrate (${officialContacts.eMigrate.url}) is the ministry’s portal for overseas employment: check an agent under ${officialContacts.eMigrate.path}, and register a grievance there.`,
      source: sources.madad,
    },
    {
      text: `MADAD (${officialContacts.madad.url}) is the ministry’s portal for consular grievances, for Indians abroad and their families; every Indian mission abroad follows up the complaints made on it.`,
      source: sources.madad,
    },
    {
      text: `The ministry’s helpline for emigrants answers 24 hours a day, toll-free from India, on ${officialContacts.helpline.display}.`,
      source: sources.helpline,
    },
    {
      text: `A complaint against a recruiting agent can be sent to the Protector General of Emigrants at ${officialContacts.pgeEmail}, with the agent’s details, or through the Indian embassy or consulate in the country of the job.`,
      source: sources.embassyComplaints,
    },
  ]),
  sourcesNote:
    'We read these sources on the day shown beside each one, in the copies available to us; where that was not the official page itself, we say where we read it. Rules and figures change: check the official page before you rely on them.',
} as const;

/**
 * Our fees, in plain words, where a visitor decides (the work-abroad and migration pages, and the safe
 * recruitment page). SAMPLE DATA, like the CIN in content/site.ts: replace with the client's own fees.
 */
export const fees = {
  title: 'Our fees, in plain words',
  sample: true,
  items: [
    { name: 'First consultation', text: 'Free: up to 30 minutes by phone, video or at one of our offices. You owe nothing for it and are under no obligation.' },
    {
      name: 'Written assessment',
      text: '₹5,000 plus GST, fixed, if you want your chances assessed in writing. It is deducted from the professional fee if you go ahead with us.',
    },
    {
      name: 'Professional fee for an application',
      text: 'A fixed amount agreed in a written engagement letter before any work starts, in two parts: half when we start, and half only if the visa is granted. If it is refused, you do not pay the second half.',
    },
    {
      name: 'Jobs abroad through us as a recruiting agent',
      text: 'You pay us no service charge: the employer pays our recruitment fee. The law allows an agent to charge a worker up to ₹30,000 plus GST, with a receipt; we charge nothing.',
    },
    {
      name: 'Government and third-party costs',
      text: 'Visa, test, medical, translation and travel costs are paid at cost, to the body that charges them wherever possible, with their receipts. We never add a margin to them.',
    },
  ],
  noPromise:
    'No one can promise you a visa or a job: the government concerned decides on a visa and the employer on a job. We charge for our advice and our work, never for an offer.',
} as const;

/** The words of feesHtml beyond the fees themselves (translated with this module). */
export const feesHtmlWords = {
  recruitAs: 'We recruit for jobs abroad as a registered recruiting agent:',
  sampleNumber: '(sample number)',
  opensInNewTab: '(opens in a new tab)',
  howToTell: 'How to tell a genuine offer and agent from a fake one',
  /** How a sentence ends in the language ("." in English and Gujarati, "।" in Hindi). */
  fullStop: '.',
} as const;

type Widened<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends object ? Widened<T[K]> : T[K] };

/** What feesHtml writes, in one language: this module's text, the fee items' titles and the safe recruitment page's address. */
export interface FeesText {
  fees: Widened<Pick<typeof fees, 'title' | 'noPromise'>> & { items: readonly { text: string }[] };
  registration: Widened<Pick<typeof registration, 'label' | 'verifyText'>>;
  feesHtmlWords: Widened<typeof feesHtmlWords>;
  feeNames: readonly string[];
  trustPath: string;
}

const englishFees: FeesText = { fees, registration, feesHtmlWords, feeNames: fees.items.map((item) => item.name), trustPath: trustPage.path };

/**
 * The fees and the registration as HTML for a service page's copy (its mainContent), so they sit where the
 * visitor reads and decides; in another language with that language's text (content/trust.gu.ts, trust.hi.ts).
 */
export function feesHtml(options: { registration: boolean }, text: FeesText = englishFees): string {
  const words = text.feesHtmlWords;
  const items = text.feeNames
    .map((name, i) => {
      const item = text.fees.items[i];
      if (!item) throw new Error(`feesHtml: no text for the fee "${name}"`);
      return `<li><strong>${escapeHtml(name)}:</strong> ${escapeHtml(item.text)}</li>`;
    })
    .join('\n');
  const registrationLine = options.registration
    ? `<p>${escapeHtml(words.recruitAs)} ${escapeHtml(text.registration.label)} ${escapeHtml(registration.number)}${registration.sample ? ` ${escapeHtml(words.sampleNumber)}` : ''}${words.fullStop} <a href="${registration.verifyUrl}" rel="noopener noreferrer" target="_blank">${escapeHtml(text.registration.verifyText)} ${escapeHtml(words.opensInNewTab)}</a>${words.fullStop}</p>\n`
    : '';
  return (
    `<h3>${escapeHtml(text.fees.title)}</h3>\n` +
    registrationLine +
    `<ul>\n${items}\n</ul>\n` +
    `<p>${escapeHtml(text.fees.noPromise)} <a href="${assetPath(text.trustPath)}">${escapeHtml(words.howToTell)}</a>${words.fullStop}</p>`
  );
}
