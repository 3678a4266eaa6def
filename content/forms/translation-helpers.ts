/**
 * For the forms' translations (service-forms.gu.ts, service-forms.hi.ts): a field's words, and the fields
 * every service form opens with (commonFields() of common.ts), in the English order.
 */
export interface FieldText {
  readonly label: string;
  readonly hint?: string;
  readonly options?: readonly { readonly label: string }[];
}

export const field = (label: string, extra: Omit<FieldText, 'label'> = {}): FieldText => ({ label, ...extra });

export const options = (...labels: string[]): { label: string }[] => labels.map((label) => ({ label }));

export interface CommonFieldWords {
  fullName: string;
  email: string;
  phone: string;
  phoneHint: string;
  /** Without its asterisk: the import/export form does not require it. */
  contactMethod: string;
  methods: readonly [email: string, phone: string, whatsApp: string];
}

/** commonFields(contactMethodRequired) of content/forms/common.ts, in a language. */
export function commonFieldsIn(words: CommonFieldWords): (contactMethodRequired?: boolean) => FieldText[] {
  return (contactMethodRequired = true) => [
    field(words.fullName),
    field(words.email),
    field(words.phone, { hint: words.phoneHint }),
    field(contactMethodRequired ? `${words.contactMethod}*` : words.contactMethod, { options: options(...words.methods) }),
  ];
}
