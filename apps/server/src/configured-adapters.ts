import type { ServerConfig } from './config.js';
import type { ContainerOverrides } from './container.js';

/**
 * The production adapters the configuration asks for: Stripe with STRIPE_SECRET_KEY, SMTP with
 * SMTP_URL. They are imported only then, because Stripe's SDK and nodemailer take about a tenth of
 * a second to load, which every start on the embedded defaults would pay for nothing.
 * createContainer takes them as overrides.
 */
export async function loadConfiguredAdapters(
  config: Pick<ServerConfig, 'stripeSecretKey' | 'stripeWebhookSecret' | 'smtpUrl' | 'mailFrom'>,
): Promise<Pick<ContainerOverrides, 'payments' | 'mailer'>> {
  const { stripeSecretKey, smtpUrl } = config;
  const [payments, mailer] = await Promise.all([
    stripeSecretKey === null
      ? undefined
      : import('./payments/stripe/stripe-payment-provider.js').then(
          ({ StripePaymentProvider }) =>
            new StripePaymentProvider({
              secretKey: stripeSecretKey,
              webhookSecret: config.stripeWebhookSecret ?? '',
            }),
        ),
    smtpUrl === null
      ? undefined
      : import('./mail/smtp.mailer.js').then(
          ({ SmtpMailer }) => new SmtpMailer(smtpUrl, config.mailFrom),
        ),
  ]);
  return { ...(payments && { payments }), ...(mailer && { mailer }) };
}
