import type { MessageParams } from './format-message.js';

/**
 * The text of every e-mail the server sends (DESIGN §3.11), keyed by stable codes: subjects,
 * paragraphs, list lines and link labels. The server's services fill the placeholders ({name},
 * as in MESSAGES) and lay the parts out as plain text and HTML.
 */
export const EMAIL_MESSAGES = {
  // Quantities, in every e-mail that names tonnes
  'EMAIL.TONNES_ONE': '{tonnes} tonne CO2',
  'EMAIL.TONNES_MANY': '{tonnes} tonnes CO2',

  // Signup: the link that confirms the address (24 hours)
  'EMAIL.VERIFY_SUBJECT': 'Confirm your e-mail address for NetZero Market',
  'EMAIL.VERIFY_OPENING':
    'Hello {username}, welcome to NetZero Market. Please confirm your e-mail address by opening this link:',
  'EMAIL.VERIFY_LINK': 'Confirm my e-mail address',
  'EMAIL.VERIFY_EXPIRY': 'The link works once and expires in 24 hours.',
  'EMAIL.VERIFY_NOT_YOU': 'If you did not create this account, you can ignore this e-mail.',

  // Password reset: the link that applies the new password (30 minutes)
  'EMAIL.RESET_SUBJECT': 'Your NetZero Market password reset',
  'EMAIL.RESET_OPENING':
    'Hello {username}, someone asked to change the password of your NetZero Market account. Opening this link sets the new password entered on the reset form:',
  'EMAIL.RESET_LINK': 'Set my new password',
  'EMAIL.RESET_EXPIRY':
    'The link works once and expires in 30 minutes. Asking again ends this link.',
  'EMAIL.RESET_NOT_YOU':
    'If you did not ask for this, do not open the link: your password stays as it is.',

  // Operator console (issue 19): a password reset an operator started for the customer
  'EMAIL.OPS_RESET_SUBJECT': 'Reset your NetZero Market password',
  'EMAIL.OPS_RESET_OPENING':
    'Hello {username}, the NetZero Market team sent you this e-mail so that you can choose a new password for your account.',
  'EMAIL.OPS_RESET_STEPS':
    'Open the reset page, enter this e-mail address and your new password; we then e-mail you a single-use link that applies it.',
  'EMAIL.OPS_RESET_LINK': 'Choose a new password',
  'EMAIL.OPS_RESET_NOT_NEEDED':
    'If you did not ask us for this, you can ignore this e-mail: your password stays as it is.',
  // Operator invitation: the link that creates an operator account (72 hours)
  'EMAIL.OPS_INVITE_SUBJECT': 'You are invited to run NetZero Market',
  'EMAIL.OPS_INVITE_OPENING':
    'Hello, {inviter} invited you to become an operator of NetZero Market. Open this link to choose a username and password, then set up an authenticator app:',
  'EMAIL.OPS_INVITE_LINK': 'Accept the invitation',
  'EMAIL.OPS_INVITE_EXPIRY': 'The link works once and expires in 72 hours.',
  'EMAIL.OPS_INVITE_NOT_YOU': 'If you did not expect this, you can ignore this e-mail.',

  // The receipt of a paid order
  'EMAIL.RECEIPT_SUBJECT': 'Your NetZero Market receipt for order #{orderId}',
  'EMAIL.RECEIPT_OPENING':
    'Hello {receiptName}, thank you for your purchase. Payment for order #{orderId} is confirmed, and the tonnes below are retired in your name: they can never be sold again.',
  'EMAIL.RECEIPT_LINE': '{productName}: {tonnes} at {unitPrice} per tonne = {amount}',
  'EMAIL.RECEIPT_DONATION_LINE': '{name}: {amount}',
  'EMAIL.RECEIPT_TOTAL': 'Total: {tonnes}, {amount}',
  'EMAIL.RECEIPT_CERTIFICATE':
    'Your certificate shows the serial numbers of your tonnes and can be shared with anyone:',
  'EMAIL.RECEIPT_CERTIFICATE_LINK': 'View your certificate',
  'EMAIL.RECEIPT_COLUMN_PROJECT': 'Project',
  'EMAIL.RECEIPT_COLUMN_TONNES': 'Tonnes',
  'EMAIL.RECEIPT_COLUMN_UNIT_PRICE': 'Price per tonne',
  'EMAIL.RECEIPT_COLUMN_AMOUNT': 'Amount',

  // A refunded order: why, how much, and what became of its certificate
  'EMAIL.REFUND_SUBJECT': 'Your NetZero Market payment for order #{orderId} is refunded',
  'EMAIL.REFUND_OPENING_LATE':
    'Hello {receiptName}, your payment for order #{orderId} reached us after its reservation had ended, and the tonnes it was for have since been sold. We have refunded it in full.',
  'EMAIL.REFUND_OPENING':
    'Hello {receiptName}, your payment for order #{orderId} has been refunded in full.',
  'EMAIL.REFUND_AMOUNT':
    'Refunded: {amount}. Depending on your bank, it shows on your statement within 5 to 10 business days.',
  'EMAIL.REFUND_CERTIFICATE':
    'The retirement of its tonnes is cancelled; the certificate page stays online and says so:',
  'EMAIL.REFUND_NOTHING_CHARGED': 'No tonnes were retired for this order.',
  'EMAIL.RENEWAL_REFUND_SUBJECT': 'Your NetZero Market monthly payment is refunded',
  'EMAIL.RENEWAL_REFUND_OPENING':
    'Hello, your monthly subscription payment reached us when its project had no tonnes left to retire, so nothing was retired this month. We have refunded it in full.',
  'EMAIL.RENEWAL_REFUND_NEXT':
    'Your subscription stays in place: next month’s payment retires tonnes again once the project has them, or is refunded the same way. You can cancel it at any time from your account.',

  // A direct investment: reserved (with its payment link), then paid
  'EMAIL.INVESTMENT_PROJECT': 'Project: {projectName}',
  'EMAIL.INVESTMENT_QUANTITY': 'Quantity: {tonnes} at {unitPrice} per tonne',
  'EMAIL.INVESTMENT_TOTAL': 'Total: {amount}',
  'EMAIL.INVESTMENT_BUSINESS': 'Business: {businessName}',
  'EMAIL.INVESTMENT_REFERENCE': 'Reference: investment #{investmentId}',
  'EMAIL.INVESTMENT_RESERVED_SUBJECT': 'Your NetZero Market investment #{investmentId} is reserved',
  'EMAIL.INVESTMENT_RESERVED_OPENING':
    'Hello {fullName}, thank you for choosing {projectName}. We have reserved your investment, and our team will contact you within 48 hours to go through the project documents and next steps.',
  'EMAIL.INVESTMENT_PAY': 'To complete it, pay on our payment provider’s secure page:',
  'EMAIL.INVESTMENT_PAY_LINK': 'Pay for my investment',
  'EMAIL.INVESTMENT_PAY_BY':
    'The payment link works until {payBy}. If it has expired, you can reserve again on the investment form.',
  'EMAIL.INVESTMENT_NOT_YOU':
    'If you did not make this reservation, ignore this e-mail: nothing is charged unless you pay on that page.',
  'EMAIL.INVESTMENT_PAID_SUBJECT':
    'Payment received for your NetZero Market investment #{investmentId}',
  'EMAIL.INVESTMENT_PAID_OPENING':
    'Hello {fullName}, we have received your payment of {amount} for investment #{investmentId}. Thank you.',
  'EMAIL.INVESTMENT_PAID_NEXT':
    'Our team will contact you within 48 hours of your reservation with the project documents and the reporting schedule.',

  // The copy of a home-page enquiry, sent to the enquirer (the thank-you page promises it)
  'EMAIL.ENQUIRY_SUBJECT': 'We have your enquiry to NetZero Market (#{enquiryId})',
  'EMAIL.ENQUIRY_OPENING':
    'Hello {name}, thank you for writing to NetZero Market. A climate specialist will reply to this address within two working days.',
  'EMAIL.ENQUIRY_COPY': 'Here is a copy of what you sent us:',
  'EMAIL.ENQUIRY_ORGANIZATION': 'Organization: {organization}',
  'EMAIL.ENQUIRY_PHONE': 'Phone number: {phoneNumber}',
  'EMAIL.ENQUIRY_REFERENCE': 'Reference: enquiry #{enquiryId}',
  'EMAIL.ENQUIRY_NOT_YOU':
    'If you did not send this enquiry, you can ignore this e-mail: we will not write to you about it.',

  // Operator console: enquiries, investments and mail (issue 19, H4)
  'EMAIL.OPS_ENQUIRY_SUBJECT': 'New enquiry #{enquiryId} from {name} ({organization})',
  'EMAIL.OPS_ENQUIRY_OPENING':
    'A new enquiry reached NetZero Market. Please answer it within two working days.',
  'EMAIL.OPS_ENQUIRY_NAME': 'Name: {name}',
  'EMAIL.OPS_ENQUIRY_EMAIL': 'E-mail: {email}',
  'EMAIL.OPS_ENQUIRY_OPEN': 'Open enquiry #{enquiryId} in the console',
  'EMAIL.OPS_INVESTMENT_SUBJECT':
    'Investment #{investmentId} paid: call {fullName} within 48 hours',
  'EMAIL.OPS_INVESTMENT_OPENING':
    '{fullName} of {businessName} paid {amount} for investment #{investmentId}. We promised them a call within 48 hours.',
  'EMAIL.OPS_INVESTMENT_CONTACT': 'Contact: {fullName}, {email}',
  'EMAIL.OPS_INVESTMENT_ADDRESS': 'Address: {address}',
  'EMAIL.OPS_INVESTMENT_OPEN': 'Open investment #{investmentId} in the console',
  'EMAIL.OPS_REPLY_SUBJECT': 'Re: your enquiry to NetZero Market (#{enquiryId})',
  'EMAIL.OPS_REPLY_QUOTE': 'You wrote:',
} as const;

/** A stable code naming one piece of e-mail text. */
export type EmailMessageCode = keyof typeof EMAIL_MESSAGES;

/** The text of an e-mail message, with its {placeholders} filled (values are never re-read as placeholders). */
export function formatEmailMessage(code: EmailMessageCode, params: MessageParams = {}): string {
  return EMAIL_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** '1 tonne CO2', '25 tonnes CO2'. */
export function formatEmailTonnes(tonnes: number): string {
  return formatEmailMessage(tonnes === 1 ? 'EMAIL.TONNES_ONE' : 'EMAIL.TONNES_MANY', { tonnes });
}
