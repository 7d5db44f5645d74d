import { escapeHtml, renderHtmlPage } from '../html/html-page.js';
import type { CertificateView } from '../services/orders/certificate.service.js';

// The public, printable certificate: server-rendered semantic HTML with our stylesheet from our
// own origin; no scripts and no inline styles, so it stays within the site's CSP.

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const WHOLE = new Intl.NumberFormat('en-US');

const tonnesText = (tonnes: number) =>
  `${WHOLE.format(tonnes)} ${tonnes === 1 ? 'tonne' : 'tonnes'}`;

function page(title: string, main: string): string {
  return renderHtmlPage({
    title,
    stylesheet: '/assets/certificates/certificate.css',
    header: '<header class="brand"><a href="/">NetZero Market</a></header>',
    main,
  });
}

// A refunded order's certificate stays at its address (links to it were shared) and says plainly
// that its retirement was cancelled, and when.
function cancelledNotice(certificate: CertificateView): string {
  if (!certificate.cancelledAt) return '';
  const cancelled = LONG_DATE.format(certificate.cancelledAt);
  return `<p class="cancelled" role="status"><strong>Retirement cancelled on <time datetime="${certificate.cancelledAt.toISOString()}">${escapeHtml(cancelled)}</time>.</strong> Order #${certificate.orderId} was refunded, so these tonnes are no longer retired in anyone's name: their serial numbers below are void and this certificate is no proof of impact.</p>`;
}

// A test-mode API order's certificate looks like the real one (so a developer sees what their
// customers will), but says at the top, in the title and by every figure that nothing was retired.
function renderTestCertificatePage(
  certificate: CertificateView,
  testMode: { apiOrderId: string },
): string {
  const retired = LONG_DATE.format(certificate.retiredAt);
  const amount = tonnesText(certificate.tonnes);
  const lines = certificate.lines
    .map(
      (line) => `<section class="line">
<h2>${escapeHtml(line.project)}</h2>
<dl>
<div><dt>Tonnes CO2 (test)</dt><dd class="number">${WHOLE.format(line.tonnes)}</dd></div>
<div><dt>Vintage</dt><dd>${line.vintage}</dd></div>
<div class="serials"><dt>Test serial numbers</dt><dd><code>${escapeHtml(line.serialRange)}</code></dd></div>
</dl>
</section>`,
    )
    .join('\n');
  return page(
    `Test certificate: ${amount} CO2 for ${certificate.recipientName} (nothing retired)`,
    `<article class="certificate is-cancelled">
<p class="kicker">Test certificate</p>
<h1><span class="amount">${amount}</span> CO2 for ${escapeHtml(certificate.recipientName)}</h1>
<p class="cancelled" role="status"><strong>Test mode: no credits were retired.</strong> This certificate comes from an order made with a test API key: its serial numbers are from a test ledger, nobody was charged, and it is no proof of impact.</p>
<p class="lead">Made on ${escapeHtml(retired)}. An order made with a live key gets a real certificate at an address like this one.</p>
${lines}
<footer class="facts">
<dl>
<div><dt>Made on</dt><dd><time datetime="${certificate.retiredAt.toISOString()}">${escapeHtml(retired)}</time></dd></div>
<div><dt>API order</dt><dd><code>${escapeHtml(testMode.apiOrderId)}</code></dd></div>
<div><dt>Certificate</dt><dd><code>${escapeHtml(certificate.id)}</code></dd></div>
</dl>
</footer>
</article>`,
  );
}

/** The certificate page of /certificates/{id}; a cancelled retirement says so at the top. */
export function renderCertificatePage(certificate: CertificateView): string {
  if (certificate.testMode) return renderTestCertificatePage(certificate, certificate.testMode);
  const retired = LONG_DATE.format(certificate.retiredAt);
  const cancelled = certificate.cancelledAt !== null;
  const lines = certificate.lines
    .map(
      (line) => `<section class="line">
<h2>${escapeHtml(line.project)}</h2>
<dl>
<div><dt>Tonnes CO2</dt><dd class="number">${WHOLE.format(line.tonnes)}</dd></div>
<div><dt>Standard</dt><dd>${escapeHtml(line.standard)}</dd></div>
<div><dt>Vintage</dt><dd>${line.vintage}</dd></div>
<div><dt>Location</dt><dd>${escapeHtml(line.location)}</dd></div>
<div class="serials"><dt>Serial numbers</dt><dd><code>${escapeHtml(line.serialRange)}</code></dd></div>
</dl>
</section>`,
    )
    .join('\n');
  const amount = tonnesText(certificate.tonnes);
  const recipient = escapeHtml(certificate.recipientName);
  return page(
    cancelled
      ? `Cancelled certificate: ${amount} CO2 for ${certificate.recipientName}`
      : `Certificate of retirement: ${amount} CO2 for ${certificate.recipientName}`,
    `<article class="certificate${cancelled ? ' is-cancelled' : ''}">
<p class="kicker">${cancelled ? 'Cancelled certificate' : 'Certificate of retirement'}</p>
<h1><span class="amount">${amount}</span> CO2 ${cancelled ? 'no longer retired' : 'retired'} for ${recipient}</h1>
${cancelledNotice(certificate)}
<p class="lead">${
      cancelled
        ? `These verified carbon credits were retired on ${escapeHtml(retired)}; the retirement was cancelled when the order was refunded.`
        : `These verified carbon credits were retired on ${escapeHtml(retired)}. Their serial numbers are marked retired in the NetZero Market ledger and can never be sold again.`
    }</p>
${lines}
<footer class="facts">
<dl>
<div><dt>Retired on</dt><dd><time datetime="${certificate.retiredAt.toISOString()}">${escapeHtml(retired)}</time></dd></div>
<div><dt>Order</dt><dd class="number">#${certificate.orderId}</dd></div>
<div><dt>Certificate</dt><dd><code>${escapeHtml(certificate.id)}</code></dd></div>
</dl>
</footer>
</article>`,
  );
}

/** The page for an id that names no certificate. */
export function renderCertificateNotFoundPage(message: string): string {
  return page(
    'Certificate not found',
    `<article class="certificate missing">
<h1>Certificate not found</h1>
<p class="lead">${escapeHtml(message)} Please check the link in your receipt e-mail.</p>
<p><a href="/">Back to NetZero Market</a></p>
</article>`,
  );
}
