import {
  CARD_CVV_MAX_LENGTH,
  CARD_EXPIRY_TYPED_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  formatMoney,
  type MessageCode,
} from '@netzero/core';
import { escapeHtml } from '../../html/html-page.js';
import { CARD_FORM_FIELDS, type CardForm, type CardFormField } from './sandbox-card.js';
import { layout, t } from './sandbox-page-layout.js';
import type { SandboxSession } from './sandbox-records.js';

/** What the checkout page shows besides the session: the form as typed and its errors. */
export interface CheckoutPageState {
  readonly values?: Partial<CardForm>;
  readonly errors?: Partial<Record<CardFormField, MessageCode>>;
  readonly formError?: MessageCode | null;
}

const FIELD_INPUTS: Readonly<Record<CardFormField, { label: MessageCode; attributes: string }>> = {
  cardholderName: {
    label: 'SANDBOX.CARDHOLDER_LABEL',
    attributes: 'type="text" autocomplete="cc-name" maxlength="100"',
  },
  cardNumber: {
    label: 'SANDBOX.CARD_NUMBER_LABEL',
    attributes: `type="text" inputmode="numeric" autocomplete="cc-number" maxlength="${CARD_NUMBER_MAX_LENGTH}" placeholder="1234 1234 1234 1234"`,
  },
  expiry: {
    label: 'SANDBOX.EXPIRY_LABEL',
    attributes: `type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="${CARD_EXPIRY_TYPED_MAX_LENGTH}" placeholder="MM/YY"`,
  },
  cvc: {
    label: 'SANDBOX.CVC_LABEL',
    attributes: `type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="${CARD_CVV_MAX_LENGTH}"`,
  },
};

function field(name: CardFormField, state: CheckoutPageState, focus: boolean): string {
  const { label, attributes } = FIELD_INPUTS[name];
  const error = state.errors?.[name];
  const value = state.values?.[name] ?? '';
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div class="field${error ? ' field--invalid' : ''}">
<label for="${name}">${t(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" required${described}${focus ? ' autofocus' : ''}>
${error ? `<p class="field-error" id="${name}-error">${t(error)}</p>` : ''}
</div>`;
}

// A donation buys no tonnes: its tonnes and price-per-tonne cells say so.
const NO_TONNES = '—';

function orderSummary(session: SandboxSession): string {
  const money = (amountMinor: number) =>
    escapeHtml(formatMoney({ amountMinor, currency: session.currency }));
  const rows = session.lines
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.name)}</th><td class="num" data-label="${t('SANDBOX.COLUMN_TONNES')}">${line.kind === 'donation' ? NO_TONNES : line.quantity}</td><td class="num" data-label="${t('SANDBOX.COLUMN_UNIT_PRICE')}">${line.kind === 'donation' ? NO_TONNES : money(line.unitAmountCents)}</td><td class="num" data-label="${t('SANDBOX.COLUMN_AMOUNT')}">${money(line.quantity * line.unitAmountCents)}</td></tr>`,
    )
    .join('\n');
  const monthly = session.mode === 'subscription';
  return `<section class="card summary" aria-labelledby="order-heading">
<h2 id="order-heading">${t('SANDBOX.ORDER_HEADING')}</h2>
<table>
<thead><tr><th scope="col">${t('SANDBOX.COLUMN_PROJECT')}</th><th scope="col" class="num">${t('SANDBOX.COLUMN_TONNES')}</th><th scope="col" class="num">${t('SANDBOX.COLUMN_UNIT_PRICE')}</th><th scope="col" class="num">${t('SANDBOX.COLUMN_AMOUNT')}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">${t(monthly ? 'SANDBOX.TOTAL_MONTHLY' : 'SANDBOX.TOTAL')}</th><td class="num total">${money(session.amountTotalCents)}</td></tr></tfoot>
</table>
${monthly ? `<p class="note">${t('SANDBOX.MONTHLY_NOTE')}</p>` : ''}
<p class="note">${t('SANDBOX.RECEIPT_TO', { email: session.customerEmail })}</p>
</section>`;
}

function testCardsNotice(): string {
  return `<section class="notice" aria-labelledby="sandbox-notice">
<h2 id="sandbox-notice">${t('SANDBOX.NOTICE_TITLE')}</h2>
<p>${t('SANDBOX.NOTICE')}</p>
<ul class="test-cards">
<li><code>4242 4242 4242 4242</code> — ${t('SANDBOX.TEST_CARD_SUCCEEDS')}</li>
<li><code>4000 0000 0000 0002</code> — ${t('SANDBOX.TEST_CARD_DECLINED')}</li>
</ul>
</section>`;
}

/** The hosted checkout page of an open session: errors, test cards, the order, the card form, Cancel. */
export function renderCheckoutPage(session: SandboxSession, state: CheckoutPageState = {}): string {
  const firstInvalid = CARD_FORM_FIELDS.find((name) => state.errors?.[name] !== undefined);
  const alert = state.formError
    ? `<p class="form-error" role="alert">${t(state.formError)}</p>`
    : '';
  const fields = CARD_FORM_FIELDS.map((name) => field(name, state, name === firstInvalid)).join(
    '\n',
  );
  const action = `/sandbox/checkout/${encodeURIComponent(session.id)}`;
  const amount = formatMoney({ amountMinor: session.amountTotalCents, currency: session.currency });
  return layout(
    'SANDBOX.PAGE_TITLE',
    `<h1>${t('SANDBOX.PAGE_TITLE')}</h1>
${alert}
${testCardsNotice()}
${orderSummary(session)}
<section class="card" aria-labelledby="card-heading">
<h2 id="card-heading">${t('SANDBOX.CARD_HEADING')}</h2>
<form method="post" action="${action}/pay" novalidate>
${fields}
<button type="submit" class="button button--primary">${t('SANDBOX.PAY_BUTTON', { amount })}</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit" class="button button--secondary">${t('SANDBOX.CANCEL_BUTTON')}</button>
</form>
</section>`,
  );
}
