import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageCode } from './catalogue.js';

const codes = Object.keys(MESSAGES) as MessageCode[];

describe('MESSAGES', () => {
  it('maps every code to a non-empty text without stray whitespace', () => {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(MESSAGES[code].trim(), code).not.toBe('');
      expect(MESSAGES[code], code).toBe(MESSAGES[code].trim());
    }
  });

  it('names every code AREA.NAME in upper snake case', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*\.[A-Z][A-Z0-9_]*$/);
  });

  it('writes placeholders only as {name}', () => {
    for (const code of codes) {
      const braces = MESSAGES[code].match(/[{}]/g) ?? [];
      const placeholders = MESSAGES[code].match(/\{\w+\}/g) ?? [];
      expect(braces.length, code).toBe(placeholders.length * 2);
    }
  });

  it.each<[MessageCode, string]>([
    // Session (§4)
    ['SESSION.EXPIRED', 'Your session has expired. Please log in again.'],
    ['SESSION.INVALID_TOKEN', 'Invalid token. Please log in again.'],
    // Enquiry (§5, §8): every message
    ['ENQUIRY.NAME_REQUIRED', 'Name is required.'],
    ['ENQUIRY.ORGANIZATION_REQUIRED', 'Organization is required.'],
    ['ENQUIRY.PHONE_REQUIRED', 'Phone number is required.'],
    ['ENQUIRY.PHONE_DIGITS', 'Phone number must be 10 digits.'],
    ['ENQUIRY.EMAIL_REQUIRED', 'Email is required.'],
    ['ENQUIRY.EMAIL_INVALID', 'Invalid email format.'],
    ['ENQUIRY.MESSAGE_REQUIRED', 'Enquiry message is required.'],
    ['ENQUIRY.SUBMIT_FAILED', 'Submission failed. Please try again.'],
    ['ENQUIRY.SUBMITTED', 'Submitted successfully!'],
    // Payment return page (§8)
    ['PAYMENT.CONFIRMED', 'Payment confirmed successfully!'],
    ['PAYMENT.NOT_COMPLETED', 'Payment not completed.'],
    ['PAYMENT.VERIFY_ERROR', 'Error verifying payment. Please contact support.'],
    ['PAYMENT.MISSING_SESSION', 'Missing sessionId. Cannot verify payment.'],
    ['PAYMENT.VERIFYING', 'Verifying payment...'],
    // Subscription (§5, §8)
    [
      'SUBSCRIPTION.OUT_OF_STOCK',
      'Sorry, this plan is currently out of stock. Please choose a smaller quantity or try later.',
    ],
    ['SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED', 'Please enter both name and email.'],
    ['STOCK.NOT_ENOUGH_CREDITS', 'Not enough carbon credits'],
    // Other §5 forms
    ['ONE_TIME.QUANTITY_INVALID', 'Please enter a valid quantity (must be > 0)'],
    ['ONE_TIME.SUBMITTED', 'Form submitted successfully!'],
    ['DIRECT_CHECKOUT.PRICE_UNAVAILABLE', 'Price not available. Please try again later.'],
    ['INVESTMENT.STEP1_INCOMPLETE', 'Please fill all fields in Step 1.'],
    ['INVESTMENT.STEP2_INCOMPLETE', 'Please fill all personal and payment details.'],
    ['UPLOAD.TOO_LARGE', 'File size exceeds 1 GB limit. Please upload a smaller file.'],
    // Other §8 messages
    ['LOGIN.INVALID_CREDENTIALS', 'Invalid username or password'],
    ['LOGIN.NETWORK_ERROR', 'Network error, please try again.'],
    ['SIGNUP.NETWORK_ERROR', 'Signup failed. Please check the server.'],
    ['RESET.SUCCESS', 'Password reset successfully! Please log in.'],
    ['CART.ADD_FAILED', 'Failed to add item to cart. Please try again later.'],
    ['CART.CHECKOUT_URL_MISSING', 'Checkout URL not received. Please try again.'],
    ['CHECKOUT.PROCESSING_ERROR', 'An error occurred while processing your request'],
    ['CALCULATOR.INVALID_TRANSPORT', 'Please enter valid transport data before investing.'],
    // §2 screens
    ['ORDERS.EMPTY', 'No orders found. Orders will appear here once users make purchases.'],
    ['CART.EMPTY', 'No projects added yet.'],
  ])('%s is the spec text verbatim', (code, text) => {
    expect(MESSAGES[code]).toBe(text);
  });
});
