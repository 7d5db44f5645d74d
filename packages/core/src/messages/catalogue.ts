/**
 * Every user-facing string of spec §4, §5 and §8, keyed by a stable code (DESIGN §3.11).
 * Placeholders are written {name} and filled by formatMessage.
 */
export const MESSAGES = {
  // Session (§4)
  'SESSION.EXPIRED': 'Your session has expired. Please log in again.',
  'SESSION.INVALID_TOKEN': 'Invalid token. Please log in again.',

  // Enquiry form (§5, §8)
  'ENQUIRY.NAME_REQUIRED': 'Name is required.',
  'ENQUIRY.ORGANIZATION_REQUIRED': 'Organization is required.',
  'ENQUIRY.PHONE_REQUIRED': 'Phone number is required.',
  'ENQUIRY.PHONE_DIGITS': 'Phone number must be 10 digits.',
  'ENQUIRY.EMAIL_REQUIRED': 'Email is required.',
  'ENQUIRY.EMAIL_INVALID': 'Invalid email format.',
  'ENQUIRY.MESSAGE_REQUIRED': 'Enquiry message is required.',
  'ENQUIRY.SUBMIT_FAILED': 'Submission failed. Please try again.',
  'ENQUIRY.SUBMITTED': 'Submitted successfully!',

  // One-time business form, /Onetime (§5)
  'ONE_TIME.QUANTITY_INVALID': 'Please enter a valid quantity (must be > 0)',
  'ONE_TIME.FULL_NAME_REQUIRED': 'Full name is required',
  'ONE_TIME.PHONE_INVALID':
    'Enter a valid phone number: 10 to 15 digits (spaces, +, - and brackets are fine)',
  'ONE_TIME.EMAIL_INVALID': 'Enter a valid email address',
  'ONE_TIME.SUBMITTED': 'Form submitted successfully!',

  // Direct checkout page (§5, §8)
  'DIRECT_CHECKOUT.QUANTITY_INVALID': 'Please enter a whole number of tonnes, at least 1.',
  'DIRECT_CHECKOUT.EMAIL_INVALID': 'Please enter a valid email address',
  'DIRECT_CHECKOUT.PRICE_UNAVAILABLE': 'Price not available. Please try again later.',
  'DIRECT_CHECKOUT.PRICE_LOAD_FAILED': 'Failed to load product price.',
  'CHECKOUT.INITIATE_FAILED': 'Failed to initiate checkout',
  'CHECKOUT.PROCESSING_ERROR': 'An error occurred while processing your request',
  'CHECKOUT.PROCEEDING': 'Proceeding to checkout...',

  // Subscription modal (§5, §8)
  'SUBSCRIPTION.RECEIPT_NAME_REQUIRED': 'Please enter your receipt name.',
  'SUBSCRIPTION.EMAIL_REQUIRED': 'Please enter your email address.',
  'SUBSCRIPTION.EMAIL_INVALID': 'Please enter a valid email address.',
  'SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED': 'Please enter both name and email.',
  'SUBSCRIPTION.OUT_OF_STOCK':
    'Sorry, this plan is currently out of stock. Please choose a smaller quantity or try later.',

  // Investment form (§5, §8)
  'INVESTMENT.STEP1_INCOMPLETE': 'Please fill all fields in Step 1.',
  'INVESTMENT.STEP2_INCOMPLETE': 'Please fill all personal and payment details.',
  'INVESTMENT.RESERVED': 'Your investment is reserved. Our team will contact you within 48 hours.',
  // The line the buyer sees on the provider's hosted checkout page and statement.
  'INVESTMENT.CHECKOUT_LINE': 'Direct investment: {projectName}',
  'INVESTMENT.PROJECT_REQUIRED': 'Please choose a project.',
  'INVESTMENT.BUSINESS_NAME_REQUIRED': 'Business name is required.',
  'INVESTMENT.TONS_INVALID': 'Please enter the number of tonnes (above 0).',
  'INVESTMENT.EMAIL_REQUIRED': 'Email is required.',
  'INVESTMENT.EMAIL_INVALID': 'Please enter a valid email address.',
  'INVESTMENT.FULL_NAME_REQUIRED': 'Full name is required.',
  'INVESTMENT.ADDRESS_REQUIRED': 'Address is required.',

  // Card details on the sandbox provider's hosted checkout page (§5, DESIGN §5 'Card data')
  'CARD.NUMBER_INVALID':
    'Please enter a valid card number: 12 to 19 digits, spaces allowed, at most 19 characters.',
  'CARD.EXPIRY_INVALID': 'Please enter the expiry date as MM/YY, with a month from 01 to 12.',
  'CARD.CVV_INVALID': 'Please enter the 3- or 4-digit security code (CVV).',

  // The sandbox payment provider's hosted checkout page (DESIGN §4 payments, issue 4)
  'SANDBOX.HEADER': 'NetZero Market · sandbox checkout',
  'SANDBOX.PAGE_TITLE': 'Pay NetZero Market',
  'SANDBOX.NOTICE_TITLE': 'Sandbox — no real money moves',
  'SANDBOX.NOTICE':
    'This is a test checkout. Pay with one of these test cards, any future expiry date, any 3-digit CVC and any name:',
  'SANDBOX.TEST_CARD_SUCCEEDS': 'the payment succeeds',
  'SANDBOX.TEST_CARD_DECLINED': 'the card is declined',
  'SANDBOX.ORDER_HEADING': 'Your order',
  'SANDBOX.COLUMN_PROJECT': 'Carbon project',
  'SANDBOX.COLUMN_TONNES': 'Tonnes',
  'SANDBOX.COLUMN_UNIT_PRICE': 'Price per tonne',
  'SANDBOX.COLUMN_AMOUNT': 'Amount',
  'SANDBOX.TOTAL': 'Total',
  'SANDBOX.TOTAL_MONTHLY': 'Total per month',
  'SANDBOX.MONTHLY_NOTE': 'Billed monthly until you cancel.',
  'SANDBOX.RECEIPT_TO': 'Receipt to {email}',
  'SANDBOX.CARD_HEADING': 'Card details',
  'SANDBOX.CARDHOLDER_LABEL': 'Name on card',
  'SANDBOX.CARD_NUMBER_LABEL': 'Card number',
  'SANDBOX.EXPIRY_LABEL': 'Expiry date (MM/YY)',
  'SANDBOX.CVC_LABEL': 'Security code (CVC)',
  'SANDBOX.PAY_BUTTON': 'Pay {amount}',
  'SANDBOX.CANCEL_BUTTON': 'Cancel and return to NetZero Market',
  'SANDBOX.CARDHOLDER_REQUIRED': 'Please enter the name on the card.',
  'SANDBOX.CARD_EXPIRED': 'This card has expired. Please check the expiry date.',
  'SANDBOX.FIX_FIELDS': 'Please correct the highlighted fields.',
  'SANDBOX.CARD_DECLINED': 'Your card was declined. Try another card.',
  'SANDBOX.TEST_CARDS_ONLY': 'This sandbox accepts only the test cards below.',
  'SANDBOX.NOT_FOUND_TITLE': 'Checkout not found',
  'SANDBOX.NOT_FOUND': 'This checkout link is not valid. Please start your purchase again.',
  'SANDBOX.EXPIRED_TITLE': 'This checkout has ended',
  'SANDBOX.EXPIRED':
    'It was cancelled or it timed out, and no payment was taken. Please start your purchase again.',
  'SANDBOX.COMPLETE_TITLE': 'Already paid',
  'SANDBOX.COMPLETE': 'This checkout has already been paid. There is nothing more to do here.',
  'SANDBOX.CONTINUE': 'Continue',
  'SANDBOX.REFUND_NOTE':
    'Testing a refund? Refund this payment in full, as a provider’s dashboard would.',
  'SANDBOX.REFUND_BUTTON': 'Refund this payment',
  'SANDBOX.REFUNDED_TITLE': 'Payment refunded',
  'SANDBOX.REFUNDED': 'This payment was refunded in full on {date}.',
  'SANDBOX.BACK_TO_SHOP': 'Back to NetZero Market',

  // Estimator and upload (§5)
  'ESTIMATOR.MODE_REQUIRED': 'Please select a mode.',
  'ESTIMATOR.KM_REQUIRED': 'Please enter the distance in kilometres.',
  'ESTIMATOR.ATTENDEES_REQUIRED': 'Please enter the number of attendees (above 0).',
  'ESTIMATOR.HOURS_REQUIRED': 'Please enter the duration in hours (above 0).',
  'ESTIMATOR.ENERGY_REQUIRED': 'Please enter the energy units (above 0).',
  'ESTIMATOR.NIGHTS_REQUIRED': 'Please enter the room nights (above 0).',
  'ESTIMATOR.RATING_REQUIRED': 'Please choose a star rating from 1 to 5.',
  'ESTIMATOR.PASSENGERS_REQUIRED': 'Please enter the number of passengers (above 0).',
  'ESTIMATOR.LENGTH_REQUIRED': 'Please enter the boat length (above 0).',
  'UPLOAD.TOO_LARGE': 'File size exceeds 1 GB limit. Please upload a smaller file.',
  'UPLOAD.UNSUPPORTED_FORMAT':
    'Please upload a CSV file (.csv) or an Excel workbook (.xlsx). Save an older .xls file as .xlsx first.',

  // Estimating a file (Option 2 on /Business and netzero-estimate): a row's problems, then a file's
  'BULK.TYPE_UNKNOWN': 'Use travel, event, hotel or boat.',
  'BULK.MODE_UNKNOWN': 'Use Flight, Car or Boat for a travel row.',
  'BULK.DATE_INVALID': 'Write the date as YYYY-MM-DD or YYYY-MM, or leave it empty.',
  'BULK.FILE_EMPTY': 'This file is empty. Start from the template and upload it again.',
  'BULK.TYPE_COLUMN_MISSING':
    'The first row has no "type" column. Keep the template’s header row and upload the file again.',
  'BULK.FILE_UNREADABLE':
    'We could not read this file. Save it again as CSV or Excel (.xlsx) and upload it again.',
  'BULK.LEGACY_EXCEL':
    'This is an older Excel file (.xls) or a password-protected workbook, which cannot be read in the browser. Save it as .xlsx without a password, or as CSV, and upload it again.',
  'BULK.NOT_CSV_OR_XLSX':
    'This file is not a CSV or an Excel (.xlsx) workbook, whatever its name says. Save your spreadsheet as CSV or .xlsx and upload it again.',
  'BULK.NO_DATA_ROWS': 'This file has a header row but no data rows below it.',
  'BULK.ZIP_BOMB':
    'This workbook expands to far more data than its size suggests, so we stopped reading it (a safety limit). Save it again from your spreadsheet and upload it again.',

  // Login, signup, reset (§5, §8)
  'LOGIN.USERNAME_REQUIRED': 'Username is required.',
  'LOGIN.PASSWORD_REQUIRED': 'Password is required.',
  'LOGIN.INVALID_CREDENTIALS': 'Invalid username or password',
  'LOGIN.INVALID_TOKEN_FORMAT': 'Invalid token format',
  'LOGIN.NETWORK_ERROR': 'Network error, please try again.',
  'LOGIN.SUCCESS': 'Successfully logged in! Redirecting...',
  'SIGNUP.USERNAME_REQUIRED': 'Username is required.',
  'SIGNUP.EMAIL_REQUIRED': 'Email is required.',
  'SIGNUP.PASSWORD_REQUIRED': 'Password is required.',
  'SIGNUP.EMAIL_INVALID': 'Please enter a valid email address.',
  'SIGNUP.PASSWORD_TOO_SHORT': 'Password must be at least 8 characters.',
  'SIGNUP.FAILED': 'Signup failed: {message}',
  'SIGNUP.NETWORK_ERROR': 'Signup failed. Please check the server.',
  'SIGNUP.SUCCESS': 'Signup successful! Redirecting to login...',
  'RESET.EMAIL_REQUIRED': 'Email is required.',
  'RESET.PASSWORD_REQUIRED': 'New password is required.',
  'RESET.EMAIL_INVALID': 'Please enter a valid email address.',
  'RESET.PASSWORD_TOO_SHORT': 'New password must be at least 8 characters.',
  'RESET.SUCCESS': 'Password reset successfully! Please log in.',
  'RESET.FAILED': 'Reset failed: {message}',
  'RESET.ERROR': 'An error occurred. Please try again.',
  'COMMON.UNKNOWN_ERROR': 'Unknown error',

  // Catalogue and cart (§2, §8)
  'PRODUCTS.LOADING': 'Loading carbon projects...',
  'CART.EMPTY': 'No projects added yet.',
  'CART.ADD_FAILED': 'Failed to add item to cart. Please try again later.',
  'CART.SYNC_FAILED': 'Error syncing cart with backend',
  'CART.FETCH_FAILED': 'Failed to fetch cart',
  'CART.LOGIN_REQUIRED': 'Please log in to continue.',
  'CART.CHECKOUT_URL_MISSING': 'Checkout URL not received. Please try again.',
  'CART.ORDER_FAILED': 'Failed to place order. Please try again.',
  'STOCK.NOT_ENOUGH_CREDITS': 'Not enough carbon credits',

  // Payment return page (§4, §8)
  'PAYMENT.VERIFYING': 'Verifying payment...',
  'PAYMENT.CONFIRMED': 'Payment confirmed successfully!',
  'PAYMENT.NOT_COMPLETED': 'Payment not completed.',
  'PAYMENT.REFUNDED': 'Payment refunded.',
  'PAYMENT.VERIFY_ERROR': 'Error verifying payment. Please contact support.',
  'PAYMENT.MISSING_SESSION': 'Missing sessionId. Cannot verify payment.',
  'PAYMENT.WEBHOOK_INVALID':
    'This payment notification could not be verified (missing or wrong signature, or too old).',

  // Certificates of retired tonnes (issue 4, proof of impact)
  'CERTIFICATE.NOT_FOUND': 'This certificate does not exist.',

  // Dashboard (§2)
  'ORDERS.EMPTY': 'No orders found. Orders will appear here once users make purchases.',

  // Transport calculators (§8)
  'CALCULATOR.INVALID_TRANSPORT': 'Please enter valid transport data before investing.',
  // Kept for when it is true (after payment); the invest button itself says nothing is paid yet.
  'CALCULATOR.INVESTED': 'Investment successful!',
  'CALCULATOR.READY_TO_PAY': 'Nothing is paid yet: check your order below, then pay by card.',
  'CALCULATOR.NO_PROJECT': 'Choose a project on sale before investing.',
  'CHECKOUT.DONATION_NOT_OFFERED': 'Choose a donation of $6, $12 or $24, or no donation.',
  'CHECKOUT.DONATION_ONE_TIME_ONLY': 'A donation can only be added to a one-time purchase.',
  'CHECKOUT.DONATION_LINE': 'Donation: contribution to 1 biogas installation (not tax-deductible)',
  // API server answers (shown by the client as 'the server message')
  'API.INVALID_REQUEST': 'Please correct the highlighted fields.',
  'API.BODY_TOO_LARGE': 'The request is too large.',
  'API.UNSUPPORTED_MEDIA_TYPE': 'Please send JSON (Content-Type: application/json).',
  'API.MALFORMED_JSON': 'The request body is not valid JSON.',
  'API.NOT_FOUND': 'Not found.',
  'API.METHOD_NOT_ALLOWED': 'This method is not allowed here.',
  'API.INTERNAL': 'Something went wrong on our side. Please try again.',
  'API.RATE_LIMITED': 'Too many attempts. Please wait {seconds} seconds and try again.',
  'API.UNAVAILABLE': 'The service is busy. Please try again shortly.',
  'API.SHUTTING_DOWN': 'This server is restarting. Please try again in a moment.',
  'AUTH.LOGIN_REQUIRED': 'Please log in to continue.',
  'AUTH.FORBIDDEN': 'You can only see and change your own account.',
  'AUTH.ACCOUNT_EXISTS': 'An account with this username or email already exists.',
  'AUTH.SIGNED_UP': 'Signup successful. We have sent you an e-mail to confirm your address.',
  'AUTH.LOGGED_IN': 'Login successful.',
  'AUTH.RESET_LINK_SENT':
    'If an account uses that e-mail, we have sent it a link. Your new password takes effect when you open it.',
  'AUTH.RESET_LINK_INVALID': 'This reset link is invalid or has expired. Please ask for a new one.',
  'AUTH.RESET_PASSWORD_MISMATCH':
    'This is not the new password you asked for. Type the same new password as in the reset form.',
  'AUTH.EMAIL_VERIFIED': 'Your e-mail address is confirmed.',
  'AUTH.VERIFY_LINK_INVALID': 'This confirmation link is invalid or has expired.',
  'ACCOUNT.LOGGED_OUT_EVERYWHERE':
    'You are logged out on every device. Please log in again to continue here.',
  'ACCOUNT.DELETED': 'Your account is deleted. Your certificates stay public.',
  'ACCOUNT.PASSWORD_INCORRECT': 'This is not your current password.',
  'ACCOUNT.HAS_ACTIVE_SUBSCRIPTIONS':
    'Please cancel your monthly subscriptions before deleting your account.',
  'PRODUCTS.NOT_FOUND': 'This carbon project does not exist.',
  'CART.ITEM_NOT_FOUND': 'This cart item does not exist.',
  'CART.UPDATED': 'Cart updated.',
  'CART.LOADED': 'Cart loaded.',
  // Checkout calls, order history and subscriptions (issue 4)
  'CHECKOUT.CART_EMPTY': 'Your cart is empty. Add a carbon project before checking out.',
  'CHECKOUT.NOT_ENOUGH_CREDITS':
    'Not enough carbon credits for this quantity. Please choose a smaller quantity or try again later.',
  'CHECKOUT.QUANTITY_TOO_LARGE': 'Please enter at most 1,000,000 tonnes per order.',
  'CHECKOUT.ORDER_TOO_LARGE':
    'An order can total at most $999,999.99. Please choose a smaller quantity.',
  'CHECKOUT.PROVIDER_UNAVAILABLE':
    'The payment provider could not open a checkout. Nothing was charged; please try again in a few minutes.',
  // Holds with limits (issue 17): what one buyer may reserve without paying
  'CHECKOUT.ORDER_SHARE_TOO_LARGE':
    'One order can reserve at most {maxTonnes} tonnes of {projectName}. Please choose fewer tonnes, or send us an enquiry for a larger volume.',
  'CHECKOUT.PROJECT_HOLD_LIMIT':
    'Your unpaid checkouts already reserve {heldTonnes} tonnes of {projectName}, and one buyer can reserve at most {maxTonnes} tonnes of it unpaid. Please pay for your open checkout, or wait until it expires, then try again.',
  'CHECKOUT.ORDER_TONNES_TOO_LARGE':
    'One order can reserve at most {maxTonnes} tonnes. Please choose fewer tonnes, or send us an enquiry for a larger volume.',
  'CHECKOUT.UNPAID_HOLD_LIMIT':
    'Your unpaid checkouts already reserve {heldTonnes} tonnes, and one buyer can reserve at most {maxTonnes} tonnes unpaid. Please pay for an open checkout, or wait until it expires, then try again.',
  'SUBSCRIPTION.NOT_FOUND': 'This subscription does not exist.',
  'SUBSCRIPTION.CANCEL_FAILED':
    'The payment provider could not cancel this subscription right now. Please try again in a few minutes.',
  // Place suggestions and distances for the estimator's From and To (issue 6)
  'PLACES.QUERY_LENGTH': 'Type 2 to 100 characters to search for a place.',
  'PLACES.PLACE_REQUIRED': 'Please pick a place from the suggestions.',
  'PLACES.NOT_FOUND': 'We could not find this place. Please pick one from the suggestions.',
  'PLACES.MODE_INVALID': 'Please choose Flight, Car or Boat.',
  'PLACES.NO_ROUTE':
    'We found no road route between these places. Choose another transport or type the distance.',
  'PLACES.UNAVAILABLE':
    'The maps service is not answering right now. Please type the distance in kilometres.',
  // Operator endpoints (the outbox of the embedded mailer)
  'OPS.TOKEN_REQUIRED': 'An operator token is required (Authorization: Bearer <operator token>).',
  'OPS.OUTBOX_UNAVAILABLE': 'Mail is sent by SMTP on this server; there is no outbox to read.',
  // Operator console: orders, customers, subscriptions (issue 19 items 4-6)
  'OPS.ORDER_NOT_FOUND': 'There is no order with this id.',
  'OPS.ORDER_ALREADY_REFUNDED':
    'This order has been refunded already; it cannot be refunded twice.',
  'OPS.ORDER_NOT_PAID':
    'Only a PAID order can be refunded or sent its receipt; this one is {status}.',
  'OPS.NOTE_NEEDS_ACCOUNT':
    'Notes are signed by an operator account; the machine token cannot write them. Sign in to the console.',
  'OPS.CUSTOMER_NOT_FOUND': 'There is no account with this id.',
  'OPS.CUSTOMER_IS_YOU': 'You cannot disable your own account.',
  'OPS.CUSTOMER_DELETED': 'This account was deleted by its owner; there is nothing to change.',
  'OPS.SUBSCRIPTION_NOT_FOUND': 'There is no subscription with this id.',
  'LOGIN.ACCOUNT_DISABLED':
    'This account has been disabled by NetZero Market. Please contact us through the enquiry form.',
  // Operator sign-in, sessions and invitations (issue 19: operator auth)
  'OPS.SIGN_IN_REQUIRED': 'Please sign in to the operator console to continue.',
  'OPS.OPERATOR_ONLY': 'Only operators can do this. Sign in to the operator console at /ops.',
  'OPS.INVALID_CREDENTIALS': 'Wrong e-mail address or password.',
  'OPS.TICKET_INVALID': 'Your sign-in has expired. Please sign in again with your password.',
  'OPS.CODE_INVALID':
    'This code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  'OPS.ALREADY_ENROLLED':
    'This account already has an authenticator app. Sign in with a code from it, or with a recovery code.',
  'OPS.ENROLMENT_REQUIRED': 'Set up your authenticator app first.',
  'OPS.ENROLMENT_NOT_STARTED':
    'Start setting up your authenticator app first: scan the QR code, then enter its code.',
  'OPS.INVITATION_SENT':
    'The invitation is on its way to {email}. Its link works once, for 72 hours.',
  'OPS.INVITATION_INVALID':
    'This invitation is not valid: it was already used, it expired, or the link is incomplete.',
  'OPS.EMAIL_HAS_ACCOUNT':
    'An account already uses this e-mail address. An operator can give it the operator role with npm run operator -- create --promote.',
  'OPS.USERNAME_TAKEN': 'This username is taken. Please choose another.',
  // Operator console: enquiries, investments, overview, mail and jobs (issue 19, H4)
  'OPS.ENQUIRY_NOT_FOUND': 'This enquiry does not exist.',
  'OPS.INVESTMENT_NOT_FOUND': 'This investment does not exist.',
  'OPS.MESSAGE_NOT_FOUND': 'This message is not in the outbox.',
  'OPS.JOB_NOT_FOUND': 'This job does not exist.',
  'OPS.JOB_NOT_DEAD': 'Only a dead job can be retried; this one is {status}.',
  // Operator console: projects and inventory (issue 19 items 2 and 3)
  'PROJECTS.NOT_FOUND': 'This project does not exist.',
  'PROJECTS.SLUG_TAKEN': 'Another project already uses this slug.',
  'PROJECTS.PAGE_UNKNOWN': 'Choose one of the site’s project pages, or none.',
  'PROJECTS.IMAGE_TYPE': 'Upload a PNG, JPEG, WebP or SVG image.',
  'PROJECTS.IMAGE_MISMATCH':
    'This file is not what its type says: its content is {actual}, but it was sent as {declared}.',
  'PROJECTS.IMAGE_TOO_LARGE': 'The image is too large: upload at most {maxMegabytes} MB.',
  'PROJECTS.IMAGE_EMPTY': 'The image is empty.',
  'PROJECTS.SVG_MALFORMED': 'This SVG is not well-formed XML: {reason}.',
  'PROJECTS.SVG_UNSAFE': 'This SVG is refused because it contains {what}. Remove it and try again.',
  'INVENTORY.BLOCK_OVERLAPS':
    'This block overlaps serials already issued to this project. Check the first and last serial.',
  'INVENTORY.STOCK_TOO_LARGE':
    'This block is too large: a project holds at most 2,000,000,000 tonnes, serials up to 9,999,999,999.',
  'INVENTORY.NOT_ENOUGH_CREDITS': 'Only {availableTonnes} tonnes are available to retire.',
  // The public API's keys (issue 20)
  'V1.KEY_REQUIRED':
    'Send your API key as Authorization: Bearer nzk_test_… (create one under Developers in your dashboard).',
  'V1.SESSION_TOKEN_NOT_KEY':
    'This is a sign-in token, not an API key. /v1 takes an API key (nzk_test_… or nzk_live_…) from Developers in your dashboard.',
  'V1.KEY_INVALID': 'This API key is not valid: it was revoked, or it is mistyped.',
  'V1.PUBLISHABLE_KEY_FORBIDDEN':
    'A publishable key (nzpk_…) can only create estimates. Call this from your server with a secret key (nzk_…).',
  'V1.RATE_LIMITED':
    'Too many requests with this API key. Please wait {seconds} seconds and try again.',
  'DEVELOPERS.KEY_NOT_FOUND': 'You have no API key with this id.',
  // Outgoing webhooks (issue 20)
  'DEVELOPERS.WEBHOOK_NOT_FOUND': 'You have no webhook endpoint with this id.',
  'DEVELOPERS.WEBHOOK_LIMIT':
    'You have {limit} active webhook endpoints in this mode, the most an account may have. Disable one to add another.',
  'DEVELOPERS.WEBHOOK_URL_PRIVATE':
    'This address is private or local. Webhooks are sent only to addresses on the public internet.',
  'DEVELOPERS.WEBHOOK_DISABLED':
    'This endpoint is disabled: it receives no events, test events included.',
  // Public API: orders and idempotency
  'OPS.API_ORDER_NOT_REFUNDABLE':
    "This order was placed through the public API and paid from the account's prepaid balance, not through a payment provider: it cannot be refunded from the console.",
  'V1.ORDER_NOT_FOUND': 'No order with this id for this API key (orders are per account and mode).',
  'V1.ESTIMATE_NOT_FOUND':
    'No estimate with this id for this API key: an order may only buy an estimate of the same account and mode.',
  'V1.PROJECT_NOT_FOUND': 'No published project with this id.',
  'V1.NOT_ENOUGH_STOCK':
    'Not enough carbon credits: {tonnes} tonnes{vintage} are not available in this project.',
  'V1.NO_PROJECT_WITH_STOCK':
    'No published project has {tonnes} tonnes{vintage} available. Order fewer tonnes or another vintage.',
  'V1.AMOUNT_BELOW_ONE_TONNE':
    'amountCents buys no whole tonne: the minimum is {minimumCents} cents ({currency}), the price of one tonne.',
  'V1.INSUFFICIENT_BALANCE':
    'Your {mode} balance is too low: this order costs {neededCents} cents and {availableCents} cents are available. Top up your balance under Developers in your dashboard.',
  'V1.ORDER_NOT_PLACEABLE': 'This order is {state}: only a draft can be placed.',
  'V1.ORDER_FULFILLED_NOT_CANCELLABLE':
    'This order is fulfilled: its credits are retired and it cannot be cancelled.',
  'V1.IDEMPOTENCY_KEY_INVALID':
    'Idempotency-Key must be 1 to 255 printable ASCII characters without spaces.',
  'V1.IDEMPOTENCY_KEY_REUSED':
    'This Idempotency-Key was already used with another request (method, path or body). Use a new key for a new request.',
  // Public API: projects, estimates, balance
  'DEVELOPERS.TOP_UP_LINE': 'NetZero Market API balance top-up',
  'DEVELOPERS.TOP_UP_NOT_FOUND': 'You have no top-up paid through this checkout session.',
} as const;

/** A stable code naming one user-facing message. */
export type MessageCode = keyof typeof MESSAGES;
