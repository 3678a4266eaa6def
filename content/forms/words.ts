/**
 * The words of an enquiry form other than its fields' labels: markers, the consent sentence, the button,
 * what the browser-side checks say, and the enhanced form's outcomes. English is the spec's wording where the
 * spec quotes one (`messages`). Placeholders in braces are filled by `fill()` (lib/i18n/format.ts). The
 * enhanced form (an island) gets these as props on a translated page and imports this English otherwise.
 */
export const formWords = {
  optional: '(optional)',
  selectOption: 'Select an option',
  honeypot: 'Leave this field empty',
  consent: 'I have read the {privacyPolicy} and consent to being contacted about my enquiry.',
  privacyPolicy: 'Privacy Policy',
  consentLabel: 'Privacy consent',
  submit: 'Submit Inquiry',
  submitting: 'Submitting...',
  /** The spec's messages, quoted. */
  messages: {
    consent: 'You must consent to the privacy policy',
    invalidPdf: 'Please upload a valid PDF file.',
    pdfTooLarge: 'File size should not exceed 2MB.',
    contactFailure: 'Something went wrong.',
    contactSuccess: 'Thanks for contacting us!',
  },
  /** The browser's checks (lib/enquiry/contract.ts formSchema); `{label}` is the field's label without its asterisk. */
  checks: {
    missing: '{label} is required.',
    choose: 'Please choose an option for {label}.',
    chooseAtLeastOne: 'Please choose at least one option for {label}.',
    chooseAtMost: 'Please choose at most {count} options for {label}.',
    chooseOnce: 'Please choose each option for {label} only once.',
    uploadPdf: 'Please upload your {document} as a PDF.',
    email: 'Please enter a valid email address, like name@example.com.',
    phone: 'Please enter a valid phone number: 7 to 15 digits, for example +91 98765 43210.',
    wholeNumber: 'Please enter a whole number, 0 or more.',
    tooLong: '{label} must be at most {max} characters.',
    control: '{label} contains a hidden control character. Please delete it or retype the text.',
    bidi: '{label} contains hidden characters that change the direction of the text. Please delete them or retype the text.',
  },
  /** The enhanced form's outcomes. */
  outcome: {
    correctOne: 'Please correct this field:',
    correctMany: 'Please correct these {count} fields:',
    sent: 'Thank you! Your enquiry has been sent. A specialist will contact you within one working day.',
    notSent: 'Your enquiry was not sent.',
    stillHere: 'Everything you typed is still here; please try again.',
    changeField: 'Please change the field marked below.',
    unexpected: 'An unexpected error stopped the form.',
    unreachable: 'We could not reach our server. Please check your connection.',
    unavailable: 'Our server could not accept the enquiry just now.',
    refused: 'Our server refused the enquiry.',
    received: 'We have received your message and will reply within one working day.',
    sendAnother: 'Send another message',
    attached: 'Attached: {file} ({size})',
    remove: 'Remove',
    referenceBefore: 'Your reference is ',
    referenceAfter: '.',
  },
  /** The "please correct" page the server writes for a form posted without JavaScript. */
  native: {
    needsOne: 'Your {form} needs one change:',
    needsMany: 'Your {form} needs a few changes:',
    backTo: 'Back to the {form}',
    contactForm: 'contact form',
    serviceForm: '{service} enquiry form',
    unreadable: 'The form could not be read. Please go back and send it again.',
  },
} as const;

export type FormWords = typeof formWords;
