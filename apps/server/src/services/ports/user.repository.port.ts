import type { Result } from '@netzero/core';

/** An account as the services see it. */
export interface UserRecord {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly emailVerifiedAt: Date | null;
}

/** Accounts storage; uniqueness of username and e-mail is the database's to enforce. */
export interface UserRepository {
  create(user: {
    username: string;
    email: string;
    passwordHash: string;
  }): Promise<Result<UserRecord, 'ACCOUNT_EXISTS'>>;
  findByUsername(username: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(id: number): Promise<UserRecord | null>;
  updatePasswordHash(userId: number, passwordHash: string): Promise<void>;
  markEmailVerified(userId: number, at: Date): Promise<void>;
}
