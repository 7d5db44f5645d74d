// A fake merchant's checkout on its own origin, showing the <netzero-offset> widget as a merchant
// would use it: one script tag from NetZero's server, a strict CSP of the merchant's own, and an
// order placed by the merchant's server with its SECRET key when the customer opted in.
//
//   NETZERO_API=http://localhost:8080 NETZERO_PUBLISHABLE_KEY=nzpk_test_… \
//   NETZERO_SECRET_KEY=nzk_test_… node examples/merchant-checkout/server.mjs
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const api = (process.env.NETZERO_API ?? 'http://localhost:8080').replace(/\/+$/, '');
const publishableKey = process.env.NETZERO_PUBLISHABLE_KEY ?? '';
const secretKey = process.env.NETZERO_SECRET_KEY ?? '';
const port = Number(process.env.PORT ?? 4100);
const host = process.env.HOST ?? '127.0.0.1';

/** The trip being bought: what the widget is told (kilometres flown). */
const TRIP = { from: 'Oslo', to: 'Lisbon', km: 2760, fareCents: 18_900, currency: 'EUR' };
/** The merchant's price per tonne for the opt-in label (what it charges its customer). */
const OFFSET_PRICE_PER_TONNE_CENTS = 1500;

// The merchant's policy: scripts only from NetZero's server, calls only to its API, nothing inline.
const CSP = `default-src 'self'; connect-src ${api}; script-src ${api}`;

const css = readFileSync(new URL('./checkout.css', import.meta.url));
const html = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: TRIP.currency }).format(cents / 100);

function page(title, main) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)} · Fjordline Air</title>
<link rel="stylesheet" href="/checkout.css">
<script src="${html(api)}/widget/v1/netzero-offset.js" defer></script>
</head>
<body>
<header class="bar"><span class="logo">Fjordline Air</span><span>Secure checkout</span></header>
<main>
${main}
</main>
</body>
</html>
`;
}

function checkoutPage() {
  return page(
    'Checkout',
    `<h1>Review and pay</h1>
<section class="card" aria-labelledby="trip-title">
<h2 id="trip-title">${html(TRIP.from)} → ${html(TRIP.to)}</h2>
<p>1 adult · economy · ${TRIP.km.toLocaleString('en')} km</p>
<p class="price">${money(TRIP.fareCents)}</p>
</section>
<form class="card" method="post" action="/pay">
<h2>Passenger</h2>
<label for="name">Full name</label>
<input id="name" name="name" autocomplete="name" required>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<h2>Your flight’s footprint</h2>
<netzero-offset publishable-key="${html(publishableKey)}" type="flight" km="${TRIP.km}"
  price-per-tonne-cents="${OFFSET_PRICE_PER_TONNE_CENTS}" currency="${TRIP.currency}"></netzero-offset>
<button type="submit">Pay ${money(TRIP.fareCents)}</button>
</form>`,
  );
}

const ESTIMATE_ID = /^est_[A-Za-z0-9]{24}$/;

/** Orders the customer's offset with the SECRET key; the booking stands whatever happens here. */
async function orderOffset(estimateId, booking) {
  try {
    const response = await fetch(`${api}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/json',
        // One booking, one offset: a retried form post never orders twice.
        'idempotency-key': `booking-${booking}`,
      },
      body: JSON.stringify({ estimateId, metadata: { booking } }),
    });
    const body = await response.json().catch(() => ({}));
    return response.ok ? { order: body } : { error: body.message ?? `HTTP ${response.status}` };
  } catch (error) {
    return { error: error.message };
  }
}

async function pay(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  const form = new URLSearchParams(body);
  const booking = `FJ-${randomUUID().slice(0, 8).toUpperCase()}`;
  const estimateId = form.get('netzero_estimate_id');
  let offset = '<p>No carbon offset was chosen.</p>';
  if (estimateId && ESTIMATE_ID.test(estimateId)) {
    const { order, error } = await orderOffset(estimateId, booking);
    offset = order
      ? `<p>Carbon offset: order <code id="offset-order">${html(order.id)}</code>, ${html(order.tonnes)} t, ${html(order.state)}${order.mode === 'test' ? ' (test mode)' : ''}.</p>`
      : `<p>Your booking stands, but the carbon offset could not be ordered: ${html(error)}</p>`;
  }
  return page(
    'Booked',
    `<h1>Thank you, ${html(form.get('name') ?? '')}</h1>
<section class="card"><p>Booking <strong>${booking}</strong> is confirmed: ${html(TRIP.from)} → ${html(TRIP.to)}.</p>${offset}</section>`,
  );
}

const server = createServer(async (request, response) => {
  const send = (status, type, body) => {
    response.writeHead(status, { 'content-type': type, 'content-security-policy': CSP });
    response.end(body);
  };
  try {
    if (request.method === 'GET' && request.url === '/') {
      return send(200, 'text/html; charset=utf-8', checkoutPage());
    }
    if (request.method === 'GET' && request.url === '/checkout.css') {
      return send(200, 'text/css; charset=utf-8', css);
    }
    if (request.method === 'GET' && request.url === '/favicon.ico') {
      response.writeHead(204, { 'content-security-policy': CSP });
      return response.end();
    }
    if (request.method === 'POST' && request.url === '/pay') {
      return send(200, 'text/html; charset=utf-8', await pay(request));
    }
    send(404, 'text/plain; charset=utf-8', 'Not found');
  } catch (error) {
    console.error(error);
    send(500, 'text/plain; charset=utf-8', 'Something went wrong');
  }
});

server.listen(port, host, () => {
  console.log(`Merchant checkout on http://${host}:${port} (NetZero API: ${api})`);
});
