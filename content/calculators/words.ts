/**
 * The words every points calculator shares: the tool page around the form, the result (lib/calculators/html.ts),
 * the messages beside a question (lib/calculators/form.ts), the line a screen reader hears and the summary the
 * advisor reads. Each calculator's own questions and result lines are in its module beside this one
 * (content/calculators/canada.ts, ...). `{name}` placeholders are filled by lib/i18n/format.ts, so each
 * language orders its own sentence; `one`/`other` pairs follow the language's plural rules.
 */
export const words = {
  page: {
    home: 'Home',
    tools: 'Check your chances',
    /** The form's accessible name: "Canada points calculator". */
    formLabel: '{country} points calculator',
    free: 'Free, with no sign-up: nothing you enter is stored or sent until you choose to ask an advisor.',
    rulesAsOf: 'Rules as of {date}',
    fromRules: ', from the {link}',
    officialRules: 'official rules',
    andOfficial: ' (and the {link})',
    officialCalculator: 'official calculator',
    allSources: 'all sources',
    /** The end of a sentence whose last words are a link. */
    fullStop: '.',
    reviewTitle: 'These rules are being reviewed.',
    review: 'They were due to be checked again by {date} and may have changed: use the score as a rough guide until we confirm them',
    reviewCheck: ', or check it with the {link}',
    submit: 'Show my score',
    advisorTitle: 'Ask an advisor about this result',
    advisorLead:
      'Send your result to our {team} team: the summary below is filled in from your answers, and you can edit it. Add how to reach you, and an advisor will get back to you. Prefer to talk? Call {phone}.',
    advisorLabel: 'Ask an advisor: {service} enquiry',
    rulesTitle: 'The rules, and where they come from',
    rulesText:
      'The points tables are those in force from {from}, as these official pages publish them, and are due for review by {reviewBy}. When the official page says otherwise, it is right.',
    officialIs: 'The official calculator: {link}. When its score differs from ours, trust it, and tell us.',
    noOfficial: 'There is no official calculator for this visa: the government publishes the table, and assesses your points when you apply.',
    notCheckedTitle: 'What this tool does not check',
    /** The intake server's page when it runs without the site beside it. */
    plainAdvisor: 'Call {phone}, {hours}, and quote your score.',
  },
  form: {
    errorPrefix: 'Error: ',
    /** A group that counts only for some answers, said in its legend when the page has no script. */
    countsOnly: '(counts only if you answered {answers})',
    /** How the answers are joined in that note: “Yes, and my partner is coming” or “...”. */
    answerQuote: '“{answer}”',
    or: ' or ',
    wholeNumber: 'Enter a whole number from {min} to {max}.',
    anyNumber: 'Enter a number from {min} to {max}.',
    chooseOption: 'Choose one of the options.',
    yes: 'Yes',
    no: 'No',
  },
  result: {
    title: 'Your estimate',
    placeholder: 'Your score appears here. Answer the questions, then press “Show my score”.',
    problemsTitle: 'Please check your answers',
    problems: 'Some answers could not be read, so there is no score yet. Nothing you entered has been stored.',
    notEligible: 'Not eligible on these answers',
    notEligibleRest: ', whatever the points:',
    cannotTell: 'Can’t tell yet.',
    cannotTellRest: ' These answers need checking first:',
    meets: 'Meets the pass mark of {mark} points.',
    below: { one: 'Below the pass mark of {mark}: {count} more point needed.', other: 'Below the pass mark of {mark}: {count} more points needed.' },
    reviewTitle: 'These rules are being reviewed.',
    review: 'They are the rules in force from {date} and may have changed since: treat this score as a rough guide until we confirm them, or ask an advisor.',
    pointsOf: 'points of {most}',
    breakdownCaption: 'Your points, factor by factor',
    factor: 'Factor',
    points: 'Points',
    most: 'Most',
    total: 'Total',
    capped: 'Caps on combined factors keep the total at {most} or less, though the factors’ own maxima add up to {sum}.',
    improveTitle: 'What would raise it most',
    /** Each calculator's improvement: "Superior English (IELTS 8 in each band) would add 10 points". */
    wouldAdd: { one: '{change} would add {count} point', other: '{change} would add {count} points' },
    drawsTitle: 'Recent rounds of invitations',
    drawsLatest: '{caption}, latest first (to {date})',
    drawsEarlierCount: { one: '{count} earlier round', other: '{count} earlier rounds' },
    drawsEarlier: '{caption}, earlier',
    drawsOfficial: 'The official list:',
    caveatsTitle: 'Before you rely on it',
    estimate: 'This is an estimate, not advice.',
    notChecked: 'Not checked here: {what}',
    noGuarantee: 'No one can guarantee a visa: not us, and not anyone who says they can.',
    advisor: 'Ask an advisor about this result',
    share: 'Share on WhatsApp',
    shareHint: ' (opens WhatsApp)',
    link: 'Link to this result',
    shareText: 'My {country} {programme} estimate: {total} points. Check yours: {url}',
  },
  announce: {
    score: 'Estimated score: {total} points',
    notEligible: '{score}, but not eligible on these answers.',
    unknown: '{score}; some answers need checking before we can tell.',
    plain: '{score}.',
    meets: '{score}, meets the pass mark of {mark}.',
    below: '{score}, below the pass mark of {mark}.',
  },
  /** The summary put in the advisor form's free-text field: the visitor's to edit, read by staff. */
  summary: {
    /** How every summary starts: the page's script replaces only a summary that still starts so. */
    start: 'Points calculator:',
    tool: 'Points calculator: {country}, {programme}.',
    score: 'Score: {total} points{pass}.',
    meets: ' (meets the pass mark of {mark})',
    below: ' (below the pass mark of {mark})',
    notEligible: 'But not eligible: {reasons}',
    unknown: 'Not sure yet: {what}',
    rulesAsOf: 'Rules as of {date}.',
    answers: 'My answers:',
    result: 'Result: {link}',
  },
} as const;
