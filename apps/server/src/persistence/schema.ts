import { API_KEY_KINDS, API_MODES } from '@netzero/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Money is integer cents; tonnes are integers.
// Invariants that span requests (uniqueness, non-negative stock) are constraints here.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Who an account is: a buyer, or an operator of the marketplace. */
export const USER_ROLES = ['buyer', 'operator'] as const;

/** What an operator's note can be attached to. */
export const NOTE_SUBJECTS = ['enquiry', 'investment', 'order', 'customer'] as const;

/** Where an enquiry is in the operators' inbox. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'answered'] as const;

/** Accounts. Usernames are unique as typed; e-mails are unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Raised by a password reset, "log out everywhere" and account deletion: a session token
     * carries the version it was issued under and is refused once the account's version moved on.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** When the owner deleted the account (its name and address are then scrubbed). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Buyers shop; operators run the marketplace from /ops (DESIGN §5 'Operators'). */
    role: text('role', { enum: USER_ROLES }).notNull().default('buyer'),
    /** When an operator disabled the account: it can no longer sign in, its sessions ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('buyer', 'operator')`),
  ],
);

/**
 * An operator's second factor (RFC 6238 TOTP): the shared secret, set when enrolment starts and
 * trusted once a first code confirms it; the last time step accepted, so a code works once; the
 * recovery codes' hashes, each removed when used.
 */
export const operatorFactors = pgTable('operator_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'`),
  createdAt: createdAt(),
});

/**
 * Every operator action: who (an operator, or the machine token when actor_user_id is null), what,
 * on which record, and the record before and after. Append-only: a trigger of the migration
 * refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** The actor as shown in the log (the operator's e-mail then, or 'machine token'). */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Operators' internal notes on an enquiry, an investment, an order or a customer. */
export const operatorNotes = pgTable(
  'operator_notes',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type', { enum: NOTE_SUBJECTS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_notes_subject_idx').on(t.subjectType, t.subjectId)],
);

/** Carbon projects with their price per tonne and the tonnes still available. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    plpUrl: text('plp_url'),
    priceCents: integer('price_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    availableTonnes: integer('available_tonnes').notNull(),
    standard: text('standard').notNull(),
    vintage: integer('vintage').notNull(),
    location: text('location').notNull(),
    sdgs: integer('sdgs').array().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * One past the highest serial ever allocated in this project's ledger (serials start at 1): a
     * high-water mark. Allocation takes the blocks' serials from here on, then the lowest ones no
     * live range holds (stock-ledger.ts), so a refunded range's serials go back into stock.
     */
    nextSerial: bigint('next_serial', { mode: 'number' }).notNull().default(1),
    category: text('category').notNull().default(''),
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    methodology: text('methodology').notNull().default(''),
    registryName: text('registry_name').notNull().default(''),
    registryProjectId: text('registry_project_id').notNull().default(''),
    registryUrl: text('registry_url'),
    /** The project page's body text. */
    pageCopy: text('page_copy').notNull().default(''),
    /** Only published projects are listed, shown and sold (operators create them unpublished). */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_stock_non_negative', sql`${t.availableTonnes} >= 0`),
  ],
);

/** Server carts: one line per user and product. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    priceAtTimeCents: integer('price_at_time_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** Enquiries from the home page's 'Still got some questions' form. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    organization: text('organization').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    enquiry: text('enquiry').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('enquiries_status_known', sql`${t.status} in ('new', 'in_progress', 'answered')`)],
);

/** Operators' e-mailed answers to an enquiry: what went to whom, when and from which operator. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
    authorUserId: integer('author_user_id').references(() => users.id),
    /** The operator as the audit log names them (their e-mail, or 'machine token'). */
    author: text('author').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId)],
);

/** Single-use tokens sent by e-mail (address verification, password reset); only their hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'operator_invite'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For an operator invitation: the invited address (the row's user is the inviter). */
    email: text('email'),
    /** For a reset: the new password's hash, applied only when the link is opened. */
    newPasswordHash: text('new_password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** The embedded mail adapter's outbox: every message the server would send, readable by operators. */
export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Order statuses (spec §3 'Order'). */
export const ORDER_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const;

/**
 * Orders: from a cart (user), by e-mail (guest, user_id null), or a subscription's period.
 * A PENDING order holds its tonnes (taken from products.available_tonnes) until it is paid or its
 * reservation ends; leaving PENDING is one conditional update, so tonnes come back exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    receiptName: text('receipt_name').notNull(),
    /** 'api': a live order of the public API, paid from its account's balance (provider 'balance'). */
    kind: text('kind', { enum: ['cart', 'direct', 'subscription', 'api'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    paymentMethod: text('payment_method', { enum: ['CARD', 'CREDIT_CARD'] }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    /** Everything the buyer is charged: the lines' tonnes × prices plus donationCents. */
    totalCents: integer('total_cents').notNull(),
    /** A calculator buyer's donation, in cents: its own checkout line, no tonnes (0 for none). */
    donationCents: integer('donation_cents').notNull().default(0),
    provider: text('provider', { enum: ['sandbox', 'stripe', 'balance'] }).notNull(),
    /** The provider's checkout session; unique, so one session fulfils one order. */
    providerSessionId: text('provider_session_id').unique(),
    /** For a subscription's renewal: the provider's invoice; unique, so a period is billed once. */
    providerInvoiceId: text('provider_invoice_id').unique(),
    subscriptionId: integer('subscription_id'),
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the payment went back to the buyer (status REFUNDED). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The client address that asked for the order, to cap what one client holds unpaid. */
    clientIp: text('client_ip'),
  },
  (t) => [
    index('orders_pending_client_ip_idx').on(t.clientIp).where(sql`${t.status} = 'PENDING'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_pending_idx').on(t.status, t.reservationExpiresAt),
    check('orders_total_non_negative', sql`${t.totalCents} >= 0`),
    check('orders_donation_non_negative', sql`${t.donationCents} >= 0`),
  ],
);

/** The lines of an order, priced when the order was made. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    priceAtTimeCents: integer('price_at_time_cents').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** Public proof of impact: one certificate per paid order, under an unguessable id. */
export const certificates = pgTable('certificates', {
  id: text('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  recipientName: text('recipient_name').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** When its order was refunded: the retirement is cancelled, the page stays and says so. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** PostgreSQL bytea as bytes (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A project's uploaded images, kept in the database so every server serves the same bytes
 * (/media/projects/<product id>-<first 8 hex of sha256>.<ext>); checked by content on upload.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_images_product_sha_key').on(t.productId, t.sha256),
    check(
      'product_images_type_known',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')`,
    ),
  ],
);

/**
 * Credits as the registry issued them to a project: blocks of project-local serial numbers
 * (first … last) with the registry's own serial block text. Append-only (a trigger refuses
 * UPDATE and DELETE) and, per project, never overlapping (an exclusion constraint), both in the
 * migration; a retired range must lie inside one block (a trigger).
 */
export const creditIssuances = pgTable(
  'credit_issuances',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    vintage: integer('vintage').notNull(),
    /** The registry's serial block as the registry prints it. */
    registrySerialBlock: text('registry_serial_block').notNull(),
    firstSerial: bigint('first_serial', { mode: 'number' }).notNull(),
    lastSerial: bigint('last_serial', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    /** The operator who recorded it; null for the machine token and the migration's backfill. */
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('credit_issuances_product_idx').on(t.productId, t.firstSerial),
    check(
      'credit_issuances_range_valid',
      sql`${t.firstSerial} >= 1 and ${t.lastSerial} >= ${t.firstSerial} and ${t.lastSerial} < 10000000000 and ${t.quantity} = ${t.lastSerial} - ${t.firstSerial} + 1`,
    ),
  ],
);

/**
 * Retired tonnes: a range of a project's serial numbers, for a paid order line (with its
 * certificate; a line whose tonnes span two blocks or gaps has several ranges) or retired by an
 * operator for credits sold off-platform (no order: a beneficiary and a note). An exclusion
 * constraint (in the migration) forbids two live ranges of one project to overlap.
 */
export const creditRetirements = pgTable(
  'credit_retirements',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'cascade',
    }),
    certificateId: text('certificate_id').references(() => certificates.id, {
      onDelete: 'cascade',
    }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    firstSerial: bigint('first_serial', { mode: 'number' }).notNull(),
    lastSerial: bigint('last_serial', { mode: 'number' }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
    /**
     * When the range was released (its order refunded): the certificate keeps showing it as
     * cancelled, and its serials are free for a later allocation (the tonnes went back to stock).
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** For a manual retirement: on whose behalf, and why. */
    beneficiary: text('beneficiary'),
    note: text('note'),
  },
  (t) => [
    index('credit_retirements_order_item_idx').on(t.orderItemId),
    index('credit_retirements_product_idx').on(t.productId, t.firstSerial),
    check(
      'credit_retirements_range_valid',
      sql`${t.firstSerial} >= 1 and ${t.lastSerial} >= ${t.firstSerial} and ${t.lastSerial} < 10000000000`,
    ),
    check(
      'credit_retirements_order_or_manual',
      sql`(${t.orderItemId} is not null and ${t.certificateId} is not null) or (${t.orderItemId} is null and ${t.certificateId} is null and ${t.beneficiary} is not null)`,
    ),
  ],
);

/** Subscription statuses. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'CANCELLED'] as const;

/** Monthly subscriptions of a product (spec: all plans sell product 7). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    receiptName: text('receipt_name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('ACTIVE'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_email_idx').on(sql`lower(${t.email})`),
    check('subscriptions_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** Provider events already handled (webhook deliveries are retried, so each is acted on once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The checkout session the event is about, when it names one: an order's timeline reads it. */
    sessionId: text('session_id'),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_events_session_idx').on(t.sessionId)],
);

/**
 * The sandbox payment provider's own records (what Stripe keeps on its side): checkout sessions
 * and subscriptions, so the sandbox is a complete provider that survives restarts.
 */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: text('id').primaryKey(),
  mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  amountTotalCents: integer('amount_total_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  lines: jsonb('lines').notNull(),
  customerEmail: text('customer_email').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').notNull(),
  subscriptionId: text('subscription_id'),
  declines: integer('declines').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  /** The refund of the session's payment, once refunded (in full). */
  refundId: text('refund_id').unique(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/** The sandbox provider's subscriptions, renewed monthly by the clock. */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  status: text('status', { enum: ['active', 'canceled'] })
    .notNull()
    .default('active'),
  amountCents: integer('amount_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  metadata: jsonb('metadata').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
});

/** The sandbox's refunds of renewal invoices (a checkout payment's refund is on its session). */
export const sandboxInvoiceRefunds = pgTable('sandbox_invoice_refunds', {
  invoiceId: text('invoice_id').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => sandboxSubscriptions.id),
  refundId: text('refund_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/** Investment statuses: paid, or closed unpaid (the provider refused the payment, or the session ended). */
export const INVESTMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED'] as const;

/**
 * Direct investments from the investment form (spec §2, §3): a reservation of whole tonnes of one
 * investment project at its price then, paid through the provider's hosted checkout. Leaving
 * PENDING is one conditional update, so a payment is recorded (and acknowledged) once.
 */
export const investments = pgTable(
  'investments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    projectName: text('project_name').notNull(),
    pricePerTonCents: integer('price_per_ton_cents').notNull(),
    tons: integer('tons').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    businessName: text('business_name').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: INVESTMENT_STATUSES }).notNull().default('PENDING'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's checkout session; unique, so one session pays one investment. */
    providerSessionId: text('provider_session_id').unique(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('investments_email_idx').on(sql`lower(${t.email})`),
    check('investments_tons_range', sql`${t.tons} >= 1 and ${t.tons} <= 1000000`),
    check('investments_price_positive', sql`${t.pricePerTonCents} > 0`),
    check('investments_amount_matches', sql`${t.amountCents} = ${t.pricePerTonCents} * ${t.tons}`),
  ],
);

/** Job statuses: waiting for its run_at, claimed by a worker, finished, or given up after max_attempts. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;

/**
 * The durable job queue (DESIGN §3.12): side effects of a state change, written in the change's
 * transaction and run by every server's worker. A worker claims rows with FOR UPDATE SKIP LOCKED
 * and holds them until locked_until; a row still 'running' after that (its server died) is
 * claimable again. dedupe_key makes enqueuing the same effect twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** When the next attempt may start. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    check('jobs_max_attempts_positive', sql`${t.maxAttempts} >= 1`),
  ],
);

/** Refund statuses: asked of the provider (a job does it), done, or given up on (an operator must act). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Money given back, one row per refunded payment: automatic (a late payment, or a renewal, whose
 * tonnes were gone), made at the provider (its event), or a lost dispute. Operators see them all
 * (GET /api/ops/refunds); a pending one has a 'refund-payment' job on the way.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    investmentId: integer('investment_id')
      .unique()
      .references(() => investments.id, { onDelete: 'set null' }),
    /** For a renewal refunded before it had an order (no tonnes left to retire). */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    reason: text('reason', {
      enum: ['late-payment', 'renewal-no-stock', 'provider', 'dispute-lost', 'operator'],
    }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    email: text('email').notNull(),
    providerSessionId: text('provider_session_id'),
    /** Unique: a renewal's invoice is refunded at most once. */
    providerInvoiceId: text('provider_invoice_id').unique(),
    providerRefundId: text('provider_refund_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_status_created_idx').on(t.status, t.createdAt)],
);

/** Dispute statuses at the buyer's bank. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;

/** Payments the buyer's bank disputes (provider events), for operators (GET /api/ops/disputes). */
export const disputes = pgTable('disputes', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  investmentId: integer('investment_id').references(() => investments.id, {
    onDelete: 'set null',
  }),
  status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
  reason: text('reason').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/**
 * Secrets every server must agree on (JWT, operator token, sandbox webhook): generated once by the
 * first server to start, read by the others; an environment variable overrides its row.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// The public API (issue 20, DESIGN §5 'The public API'): keys, prepaid balances, estimates, orders,
// idempotency and webhooks. Every row belongs to one account (users.id) and one mode: test rows
// never charge and never touch real stock.

/** API keys: only a SHA-256 of the key is kept (a key is 190 random bits, so no salt or slow hash). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: API_MODES }).notNull(),
    kind: text('kind', { enum: API_KEY_KINDS }).notNull(),
    /** The key's first characters, shown in lists so its owner recognises it. */
    hint: text('hint').notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** What an account can spend through the API, per mode; never below zero (a check). */
export const apiBalances = pgTable(
  'api_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: API_MODES }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    /** Below it, one balance.low event per crossing; null for none. */
    lowBalanceThresholdCents: bigint('low_balance_threshold_cents', { mode: 'number' }),
    /** When balance.low was last sent; cleared when the balance rises to the threshold again. */
    lowBalanceNotifiedAt: timestamp('low_balance_notified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mode] }),
    check('api_balances_non_negative', sql`${t.balanceCents} >= 0`),
  ],
);

/** Why a balance moved. */
export const BALANCE_ENTRY_REASONS = ['top_up', 'test_funds', 'order', 'order_cancelled'] as const;

/** Every movement of a balance, written in the transaction that moves it (append-only). */
export const apiBalanceEntries = pgTable(
  'api_balance_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: API_MODES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: BALANCE_ENTRY_REASONS }).notNull(),
    apiOrderId: text('api_order_id'),
    topUpId: integer('top_up_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_balance_entries_user_idx').on(t.userId, t.mode, t.id),
    check('api_balance_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** Live top-ups of a balance, paid on the provider's hosted checkout (PENDING until paid). */
export const apiTopUps = pgTable(
  'api_top_ups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status', { enum: ['PENDING', 'PAID', 'EXPIRED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's checkout session; unique, so one session credits one top-up. */
    providerSessionId: text('provider_session_id').unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('api_top_ups_user_idx').on(t.userId, t.createdAt),
    check('api_top_ups_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Estimates made through the API, kept so an order can buy one by its id. */
export const apiEstimates = pgTable(
  'api_estimates',
  {
    /** est_ and 24 letters and digits. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: API_MODES }).notNull(),
    /** The lines as sent (validated by the contract). */
    lines: jsonb('lines').notNull(),
    totalGrams: bigint('total_grams', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('api_estimates_user_idx').on(t.userId, t.mode, t.createdAt)],
);

/** States of an API order. */
export const API_ORDER_STATES = ['draft', 'placed', 'fulfilled', 'cancelled'] as const;

/**
 * Orders of the public API. A draft holds its tonnes until draft_expires_at; placing charges the
 * balance; a job fulfils it: in live mode into an order of the shop's tables (order_id: its line,
 * certificate and serials in the real ledger), in test mode into the test ledger.
 */
export const apiOrders = pgTable(
  'api_orders',
  {
    /** ord_ and 24 letters and digits. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: API_MODES }).notNull(),
    state: text('state', { enum: API_ORDER_STATES }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    vintage: integer('vintage'),
    tonnes: integer('tonnes').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    estimateId: text('estimate_id').references(() => apiEstimates.id),
    beneficiary: text('beneficiary'),
    metadata: jsonb('metadata').notNull().default({}),
    /** Live mode, once fulfilled: the shop order holding its line, certificate and serials. */
    orderId: integer('order_id').references(() => orders.id),
    /** Once fulfilled: the certificate's id (certificates.id live; a test certificate's id in test). */
    certificateId: text('certificate_id').unique(),
    draftExpiresAt: timestamp('draft_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('api_orders_user_idx').on(t.userId, t.mode, t.createdAt, t.id),
    index('api_orders_drafts_idx').on(t.draftExpiresAt).where(sql`${t.state} = 'draft'`),
    check('api_orders_tonnes_positive', sql`${t.tonnes} >= 1`),
    check(
      'api_orders_amount_matches',
      sql`${t.amountCents} = ${t.unitPriceCents}::bigint * ${t.tonnes}`,
    ),
  ],
);

/** Test mode's ledger: serials per project apart from the real ones (test_next_serial per project). */
export const apiTestLedgers = pgTable('api_test_ledgers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  nextSerial: bigint('next_serial', { mode: 'number' }).notNull().default(1),
});

/** Serial ranges a test order retired in the test ledger (nothing real). */
export const apiTestRetirements = pgTable(
  'api_test_retirements',
  {
    id: serial('id').primaryKey(),
    apiOrderId: text('api_order_id')
      .notNull()
      .references(() => apiOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    firstSerial: bigint('first_serial', { mode: 'number' }).notNull(),
    lastSerial: bigint('last_serial', { mode: 'number' }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_test_retirements_order_idx').on(t.apiOrderId)],
);

/**
 * Idempotency keys of /v1 POSTs: per account and mode, the request's hash and the answer given,
 * written in the transaction of the change it answers (the same key and body get that answer again;
 * another body, 409).
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: API_MODES }).notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mode, t.key] }),
    index('api_idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Webhook endpoints an account registered; the secret signs deliveries (shown once, kept to sign). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    /** we_ and 24 letters and digits. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: API_MODES }).notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    /** whsec_ and random bytes: the HMAC key of its deliveries. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.mode)],
);

/** Events of an account, as sent to its endpoints (evt_…), written with the change they report. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: API_MODES }).notNull(),
    type: text('type').notNull(),
    /** The event's JSON body, exactly as delivered (signed as stored). */
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_user_idx').on(t.userId, t.createdAt)],
);

/** Each attempt to deliver an event to an endpoint: what it answered, or why none came. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
