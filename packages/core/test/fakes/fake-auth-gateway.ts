import type {
  AuthGateway,
  IssuedSession,
  LoginCredentials,
  NewAccount,
  PasswordResetCompletion,
  PasswordResetRequest,
  ServerNotice,
  SignupOutcome,
} from '../../src/ports/auth-gateway.port.js';
import type { GatewayResult } from '../../src/ports/gateway-error.js';
import { err, ok } from '../../src/shared/result.js';
import { GatewayScript, httpError } from './gateway-fakes.js';
import { sessionToken } from './unsigned-jwt.js';

/** An account of the fake auth server. */
export interface FakeAccount {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  password: string;
}

/**
 * An AuthGateway over in-memory accounts. Login answers a token valid until 2100 (sessionToken)
 * with a 'Bearer ' prefix, as the original server did; a password reset is applied only when
 * completed with the token recorded in resetTokens (DESIGN §5).
 */
export class FakeAuthGateway implements AuthGateway {
  readonly script = new GatewayScript<AuthGateway>();
  readonly accounts: FakeAccount[];
  /** Reset tokens issued by requestPasswordReset, with what they will apply. */
  readonly resetTokens = new Map<string, PasswordResetRequest>();
  /** Builds the token login returns for a user id. */
  issueToken: (userId: string) => string = (userId) => `Bearer ${sessionToken(userId)}`;

  constructor(accounts: readonly FakeAccount[] = []) {
    this.accounts = accounts.map((account) => ({ ...account }));
  }

  login(request: LoginCredentials): GatewayResult<IssuedSession> {
    return this.script.answer({ method: 'login', args: [request] }, () => {
      const account = this.accounts.find((candidate) => candidate.username === request.username);
      if (!account || account.password !== request.password) {
        return err(httpError(401, 'Invalid username or password', 'Unauthorized'));
      }
      return ok({
        token: this.issueToken(account.userId),
        userId: account.userId,
        message: 'Login successful',
      });
    });
  }

  signup(request: NewAccount): GatewayResult<SignupOutcome> {
    return this.script.answer({ method: 'signup', args: [request] }, () => {
      if (this.accounts.some((account) => account.username === request.username)) {
        return err(httpError(409, 'Username is already taken', 'Conflict'));
      }
      const userId = String(this.accounts.length + 1);
      this.accounts.push({ userId, ...request });
      return ok({ userId, message: 'User registered successfully' });
    });
  }

  requestPasswordReset(request: PasswordResetRequest): GatewayResult<ServerNotice> {
    return this.script.answer({ method: 'requestPasswordReset', args: [request] }, () => {
      if (this.accounts.some((account) => account.email === request.email)) {
        this.resetTokens.set(`reset-${this.resetTokens.size + 1}`, request);
      }
      return ok({ message: 'If the account exists, a reset link has been sent.' });
    });
  }

  completePasswordReset(request: PasswordResetCompletion): GatewayResult<ServerNotice> {
    return this.script.answer({ method: 'completePasswordReset', args: [request] }, () => {
      const reset = this.resetTokens.get(request.token);
      const account = this.accounts.find((candidate) => candidate.email === reset?.email);
      if (!reset || !account) return err(httpError(400, 'Invalid or expired link', 'Bad Request'));
      if (reset.newPassword !== request.newPassword) {
        return err(httpError(400, 'Not the new password you asked for', 'Bad Request'));
      }
      this.resetTokens.delete(request.token);
      account.password = reset.newPassword;
      return ok({ message: 'Password reset successfully' });
    });
  }
}
