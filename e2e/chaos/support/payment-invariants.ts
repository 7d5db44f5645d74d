import type pg from 'pg';
import { type InvariantResult, invariant } from './invariant.js';
import { receiptSubject, refundSubject, verifySubject } from './mail-subjects.js';
import { type SmtpSink, type SunkMail, visibleCount } from './smtp-sink.js';

interface PaidSessionRow {
  session_id: string;
  session_refund_id: string | null;
  orders: string;
  order_id: number | null;
  status: string | null;
  email: string | null;
  certificates: string;
  live_certificates: string;
  refund_status: string | null;
}

/**
 * Every session paid at the provider ↔ exactly one PAID order with one live certificate and one
 * receipt, or a REFUNDED order whose refund succeeded at the provider, with one refund e-mail.
 */
export async function checkPaidSessions(
  pool: pg.Pool,
  sink: SmtpSink,
  journal: ReadonlyMap<string, readonly string[]>,
): Promise<InvariantResult> {
  const { rows } = await pool.query<PaidSessionRow>(`
    select s.id as session_id, s.refund_id as session_refund_id,
      (select count(*) from orders x where x.provider_session_id = s.id) as orders,
      o.id as order_id, o.status, o.email,
      (select count(*) from certificates c where c.order_id = o.id) as certificates,
      (select count(*) from certificates c where c.order_id = o.id and c.cancelled_at is null)
        as live_certificates,
      (select r.status from refunds r where r.order_id = o.id) as refund_status
    from sandbox_sessions s left join orders o on o.provider_session_id = s.id
    where s.payment_status = 'paid'`);
  const violations: string[] = [];
  for (const row of rows) {
    const story = (journal.get(row.session_id) ?? []).join('; ');
    const where = `order ${row.order_id ?? '-'} (${story})`;
    if (Number(row.orders) !== 1 || row.order_id === null || row.email === null) {
      violations.push(`${where}: paid at the provider, ${row.orders} orders`);
      continue;
    }
    if (row.status === 'PAID') {
      if (Number(row.live_certificates) !== 1)
        violations.push(`${where}: PAID with ${row.live_certificates} live certificates`);
      const receipts = sink.count(row.email, receiptSubject(row.order_id));
      if (receipts !== 1) violations.push(`${where}: PAID with ${receipts} receipt e-mails`);
    } else if (row.status === 'REFUNDED') {
      if (row.refund_status !== 'succeeded')
        violations.push(`${where}: REFUNDED, refund row ${row.refund_status ?? 'missing'}`);
      if (row.session_refund_id === null)
        violations.push(`${where}: REFUNDED but the provider has no refund`);
      if (Number(row.live_certificates) !== 0)
        violations.push(`${where}: REFUNDED with a live certificate`);
      const mails = sink.count(row.email, refundSubject(row.order_id));
      if (mails !== 1) violations.push(`${where}: REFUNDED with ${mails} refund e-mails`);
    } else {
      violations.push(`${where}: paid at the provider, order ${row.status}`);
    }
  }
  return invariant(
    'paid session ↔ PAID order + certificate + receipt, or REFUNDED + refund e-mail',
    rows.length,
    violations,
  );
}

/** The converse: no order is PAID or REFUNDED for a session the provider has not been paid for. */
export async function checkOrdersHavePayments(pool: pg.Pool): Promise<InvariantResult> {
  const { rows } = await pool.query<{ id: number; status: string; payment_status: string | null }>(`
    select o.id, o.status, s.payment_status from orders o
    left join sandbox_sessions s on s.id = o.provider_session_id
    where o.status in ('PAID', 'REFUNDED') and o.provider_invoice_id is null`);
  const violations = rows
    .filter((row) => row.payment_status !== 'paid')
    .map((row) => `order ${row.id} ${row.status}: session ${row.payment_status ?? 'missing'}`);
  return invariant('PAID/REFUNDED order → session paid at the provider', rows.length, violations);
}

/** Every order's receipt and refund e-mail at most once, every account's verification mail once. */
export async function checkMailsOnce(
  pool: pg.Pool,
  sink: SmtpSink,
  signups: ReadonlyMap<string, string>,
): Promise<InvariantResult> {
  const { rows } = await pool.query<{ id: number; email: string }>('select id, email from orders');
  const violations: string[] = [];
  // When each copy arrived, to set against the kills' times (a duplicate after a kill is a job
  // whose server died between sending and marking it done).
  const times = (mails: readonly SunkMail[]) =>
    mails.map((mail) => mail.receivedAt.toISOString().slice(11, 23)).join(', ');
  const once = (mails: readonly SunkMail[], what: string, max: number, min = 0) => {
    const seen = visibleCount(mails);
    if (seen > max || seen < min) violations.push(`${what}: ${seen} (${times(mails)})`);
  };
  for (const row of rows) {
    once(sink.find(row.email, receiptSubject(row.id)), `order ${row.id} receipts`, 1);
    once(sink.find(row.email, refundSubject(row.id)), `order ${row.id} refund e-mails`, 1);
  }
  for (const [email, how] of signups)
    once(sink.find(email, verifySubject()), `${email} (${how}) verification e-mails`, 1, 1);
  return invariant(
    'each mail once: receipts and refunds by order, verification by account',
    rows.length + signups.size,
    violations,
  );
}
