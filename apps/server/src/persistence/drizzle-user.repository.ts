import { err, ok, type Result } from '@netzero/core';
import { eq, sql } from 'drizzle-orm';
import type { UserRecord, UserRepository } from '../services/ports/user.repository.port.js';
import type { Database } from './database.js';
import { isUniqueViolation } from './postgres-errors.js';
import { users } from './schema.js';

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** Accounts in the users table; lookups by name or e-mail ignore case, like its unique indexes. */
export class DrizzleUserRepository implements UserRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async create(user: {
    username: string;
    email: string;
    passwordHash: string;
  }): Promise<Result<UserRecord, 'ACCOUNT_EXISTS'>> {
    try {
      const [row] = await this.#db.insert(users).values(user).returning(columns);
      if (!row) throw new Error('insert into users returned no row');
      return ok(row);
    } catch (error) {
      // The unique indexes on lower(username) and lower(email) decide, so of two concurrent
      // signups with the same name only one can win.
      if (isUniqueViolation(error)) return err('ACCOUNT_EXISTS');
      throw error;
    }
  }

  async findByUsername(username: string): Promise<UserRecord | null> {
    const [row] = await this.#db
      .select(columns)
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.#db
      .select(columns)
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row ?? null;
  }

  async findById(id: number): Promise<UserRecord | null> {
    const [row] = await this.#db.select(columns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.#db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  async markEmailVerified(userId: number, at: Date): Promise<void> {
    // Keeps the first confirmation time if the address was already confirmed.
    await this.#db
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, userId));
  }
}
