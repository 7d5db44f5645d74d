import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from './auth-emails.js';

const LINK = 'https://netzero.test/ResetPassword?token=abc_DEF-123&x=<y>';

describe('the account e-mails', () => {
  it.each([
    ['confirmation', verificationEmail, '24 hours'],
    ['reset', passwordResetEmail, '30 minutes'],
  ] as const)(
    'the %s e-mail carries the link in text and HTML, escaped in HTML',
    (_name, make, lifetime) => {
      const message = make('ann@example.com', 'ann', LINK);
      expect(message.to).toBe('ann@example.com');
      expect(message.subject).toContain('NetZero Market');
      expect(message.text).toContain(`\n\n${LINK}\n\n`);
      expect(message.text).toContain(lifetime);
      expect(message.html).toContain(
        'href="https://netzero.test/ResetPassword?token=abc_DEF-123&#38;x=&#60;y&#62;"',
      );
      expect(message.html).not.toContain('<y>');
    },
  );

  it('the reset e-mail tells an unsuspecting reader not to open the link', () => {
    expect(passwordResetEmail('ann@example.com', 'ann', LINK).text).toContain(
      'If you did not ask for this, do not open the link',
    );
  });
});
