import fc from 'fast-check';
import type { CardDetailsInput } from '../../src/validation/card-details.validator.js';
import type { DirectCheckoutInput } from '../../src/validation/direct-checkout.validator.js';
import type { EnquiryInput } from '../../src/validation/enquiry.validator.js';
import type {
  InvestmentStep1Input,
  InvestmentStep2Input,
} from '../../src/validation/investment-form.validator.js';
import type { OneTimeFormInput } from '../../src/validation/one-time-form.validator.js';
import type { SubscriptionModalInput } from '../../src/validation/subscription-modal.validator.js';

// ---------------------------------------------------------------- characters and texts

/** ASCII digits. */
export const DIGITS = '0123456789';
/** Characters a /Onetime phone may contain ('+' only first). */
export const ONE_TIME_PHONE_CHARACTERS = `${DIGITS}+ ()-`;
/** Whitespace that must never pass as part of an e-mail address (ASCII and Unicode). */
export const WHITESPACE = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u2003',
  '\u2028',
  '\u3000',
  '\ufeff',
];
/** Characters that look like digits to a person but are not ASCII digits. */
export const LOOKALIKE_DIGITS = ['٣', '０', '𝟙', '²', '½'];

const charsFrom = (alphabet: string | readonly string[]) => fc.constantFrom(...alphabet);

/** A string of the given length range over an alphabet. */
export const stringOver = (
  alphabet: string | readonly string[],
  minLength: number,
  maxLength: number,
) => fc.string({ unit: charsFrom(alphabet), minLength, maxLength });

/** Any text a user could type or paste, including whitespace, control and astral characters. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  stringOver([...WHITESPACE, 'a', '@', '.', '1'], 0, 20),
);

/** What a numeric form field may hold: a number (any double, NaN and infinities included), text, or null. */
export const anyNumberInput: fc.Arbitrary<string | number | null> = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constant(null),
  anyText,
  fc.double({ noNaN: true }).map(String),
);

// ---------------------------------------------------------------- e-mail

const lowerAlnum = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A well-formed address local@domain.tld, with dotted local parts, subdomains and hyphens. */
export const emailAddress = fc
  .tuple(
    stringOver(`${lowerAlnum}._%+-`, 1, 20),
    fc.array(stringOver(`${lowerAlnum}-`, 1, 12), { minLength: 1, maxLength: 3 }),
    stringOver('abcdefghijklmnopqrstuvwxyz', 2, 6),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);

/** A well-formed address with one whitespace character inserted anywhere. */
export const emailWithWhitespace = fc
  .tuple(emailAddress, fc.nat(), charsFrom(WHITESPACE))
  .map(([email, at, space]) => {
    const index = at % (email.length + 1);
    return `${email.slice(0, index)}${space}${email.slice(index)}`;
  });

/** Any text without an '@'. */
export const textWithoutAt = anyText.filter((text) => !text.includes('@'));

// ---------------------------------------------------------------- phones

/** An enquiry phone number: exactly 10 ASCII digits. */
export const enquiryPhone = stringOver(DIGITS, 10, 10);

/** Near misses of an enquiry phone: 9 or 11 digits, a letter, a space, a lookalike digit, a sign. */
export const enquiryPhoneNearMiss = fc.oneof(
  stringOver(DIGITS, 9, 9),
  stringOver(DIGITS, 11, 11),
  stringOver(DIGITS, 0, 8),
  stringOver(DIGITS, 12, 20),
  fc
    .tuple(
      stringOver(DIGITS, 9, 9),
      fc.nat(9),
      charsFrom(['a', 'O', 'l', ' ', '+', '-', '.', ...LOOKALIKE_DIGITS]),
    )
    .map(([digits, at, odd]) => `${digits.slice(0, at)}${odd}${digits.slice(at)}`),
  fc.tuple(enquiryPhone, charsFrom(WHITESPACE)).map(([phone, space]) => `${phone}${space}`),
);

/** Separators a /Onetime phone may have between its digits. */
export const ONE_TIME_PHONE_SEPARATORS = ' ()-';

/** Up to `count` separators inserted anywhere in `digits` (never before a leading '+'). */
function withSeparators(digits: fc.Arbitrary<string>, count: number, plus: boolean) {
  return fc
    .tuple(
      digits,
      fc.array(fc.tuple(fc.nat(), charsFrom([...ONE_TIME_PHONE_SEPARATORS])), {
        maxLength: count,
      }),
    )
    .map(([text, inserts]) => {
      let phone = text;
      for (const [at, separator] of inserts) {
        const index = at % (phone.length + 1);
        phone = `${phone.slice(0, index)}${separator}${phone.slice(index)}`;
      }
      return plus ? `+${phone}` : phone;
    });
}

/** A /Onetime phone: 10–15 digits, an optional leading '+', up to 9 separators (≤ 25 characters). */
export const oneTimePhone = fc
  .boolean()
  .chain((plus) => withSeparators(stringOver(DIGITS, 10, 15), 9, plus));

/** Near misses of a /Onetime phone: too few or many digits, a foreign character, a '+' inside, too long. */
export const oneTimePhoneNearMiss = fc.oneof(
  withSeparators(stringOver(DIGITS, 0, 9), 9, false),
  withSeparators(stringOver(DIGITS, 16, 25), 5, true),
  stringOver(ONE_TIME_PHONE_SEPARATORS, 10, 15),
  fc
    .tuple(
      oneTimePhone,
      fc.nat(),
      charsFrom(['a', '.', '/', '#', '*', '_', '\t', '\u00a0', ...LOOKALIKE_DIGITS]),
    )
    .map(([phone, at, odd]) => {
      const index = at % (phone.length + 1);
      return `${phone.slice(0, index)}${odd}${phone.slice(index)}`;
    }),
  stringOver(DIGITS, 10, 14).map((digits) => `${digits.slice(0, 3)}+${digits.slice(3)}`),
  stringOver(DIGITS, 10, 10).map((digits) => `${digits}${'-'.repeat(16)}`),
);

// ---------------------------------------------------------------- object mothers (valid inputs)

/** A valid enquiry, with any fields replaced. */
export const anEnquiry = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  name: 'Asha Rao',
  organization: 'Green Rails Ltd',
  phoneNumber: '9876543210',
  email: 'asha@greenrails.example.com',
  enquiry: 'Can we offset our staff travel every quarter?',
  ...overrides,
});

/** A valid /Onetime form, with any fields replaced. */
export const aOneTimeForm = (overrides: Partial<OneTimeFormInput> = {}): OneTimeFormInput => ({
  quantity: '12',
  fullName: 'Asha Rao',
  phone: '(555) 010-2030',
  email: 'asha@example.com',
  ...overrides,
});

/** A valid direct checkout page, with any fields replaced. */
export const aDirectCheckout = (
  overrides: Partial<DirectCheckoutInput> = {},
): DirectCheckoutInput => ({ quantity: '3', email: 'buyer@example.com', price: 14, ...overrides });

/** A valid subscription modal, with any fields replaced. */
export const aSubscriptionModal = (
  overrides: Partial<SubscriptionModalInput> = {},
): SubscriptionModalInput => ({
  receiptName: 'Green Rails Ltd',
  email: 'billing@example.com',
  ...overrides,
});

/** A valid first investment step, with any fields replaced. */
export const anInvestmentStep1 = (
  overrides: Partial<InvestmentStep1Input> = {},
): InvestmentStep1Input => ({
  project: 'clean-cooking',
  businessName: 'Green Rails Ltd',
  tons: '25',
  email: 'invest@example.com',
  ...overrides,
});

/** A valid second investment step, with any fields replaced. */
export const anInvestmentStep2 = (
  overrides: Partial<InvestmentStep2Input> = {},
): InvestmentStep2Input => ({
  fullName: 'Asha Rao',
  address: '12 Park Street, Kolkata',
  ...overrides,
});

/** Valid card details (a well-known test number), with any fields replaced. */
export const aCard = (overrides: Partial<CardDetailsInput> = {}): CardDetailsInput => ({
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  ...overrides,
});

// ---------------------------------------------------------------- arbitrary inputs of the right shape

/** Any enquiry form state. */
export const anyEnquiryInput = fc.record({
  name: anyText,
  organization: anyText,
  phoneNumber: fc.oneof(anyText, enquiryPhone, enquiryPhoneNearMiss),
  email: fc.oneof(anyText, emailAddress, emailWithWhitespace),
  enquiry: anyText,
});

/** Any /Onetime form state. */
export const anyOneTimeFormInput = fc.record({
  quantity: anyNumberInput,
  fullName: anyText,
  phone: fc.oneof(anyText, oneTimePhone, oneTimePhoneNearMiss),
  email: fc.oneof(anyText, emailAddress),
});

/** Any direct checkout page state. */
export const anyDirectCheckoutInput: fc.Arbitrary<DirectCheckoutInput> = fc.record({
  quantity: anyNumberInput,
  email: fc.oneof(anyText, emailAddress),
  price: fc.oneof(fc.double(), fc.constant(null), fc.constant(undefined)),
});

/** Any subscription modal state. */
export const anySubscriptionModalInput = fc.record({
  receiptName: anyText,
  email: fc.oneof(anyText, emailAddress),
});

/** Any first investment step state. */
export const anyInvestmentStep1Input: fc.Arbitrary<InvestmentStep1Input> = fc.record({
  project: fc.oneof(anyText, fc.integer(), fc.constant(null)),
  businessName: anyText,
  tons: anyNumberInput,
  email: fc.oneof(anyText, emailAddress),
});

/** Any second investment step state. */
export const anyInvestmentStep2Input = fc.record({ fullName: anyText, address: anyText });

/** Any card form state. */
export const anyCardDetailsInput = fc.record({
  cardNumber: fc.oneof(anyText, stringOver(`${DIGITS} `, 0, 25)),
  expiry: fc.oneof(anyText, stringOver(`${DIGITS}/`, 0, 7)),
  cvv: fc.oneof(anyText, stringOver(DIGITS, 0, 6)),
});

/** Any chosen file: any name, any size in bytes (including impossible ones). */
export const anyUploadCandidate = fc.record({
  name: fc.oneof(
    anyText,
    fc
      .tuple(anyText, fc.constantFrom('.csv', '.CSV', '.xlsx', '.Xls', '.pdf', '.csv.exe'))
      .map(([stem, ext]) => `${stem}${ext}`),
  ),
  size: fc.oneof(fc.double(), fc.nat(), fc.maxSafeNat()),
});

/** Any login, signup or reset form state. */
export const anyCredentialsInput = fc.record({
  username: anyText,
  email: fc.oneof(anyText, emailAddress),
  password: anyText,
  newPassword: anyText,
});
