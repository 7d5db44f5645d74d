import { err, ok, type Result } from '@netzero/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { cartItems, emailTokens, subscriptions, users } from './schema.js';

// An argon2 hash never has this form, so no password verifies against a deleted account's.
const UNUSABLE_PASSWORD_HASH = '!deleted';

/**
 * Deletes an account in one transaction (see UserRepository.deleteAccount): refused while one of
 * its subscriptions is ACTIVE or PAST_DUE (a past-due one may still be charged); otherwise marks
 * it deleted, scrubs its name and address, makes its password unusable, empties its cart, ends its
 * open e-mail links and raises its session version. Orders and certificates are left as they are.
 */
export function deleteAccountRows(
  db: Database,
  userId: number,
  at: Date,
): Promise<Result<void, 'HAS_ACTIVE_SUBSCRIPTIONS'>> {
  return db.transaction(async (tx) => {
    // Locks the account: two deletions, or a deletion and a reset link being issued, take turns.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [liveSubscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE']),
        ),
      )
      .limit(1);
    if (liveSubscription) return err('HAS_ACTIVE_SUBSCRIPTIONS' as const);
    await tx
      .update(users)
      .set({
        deletedAt: at,
        // ':' is refused in signup names and addresses, so no one can take a placeholder first.
        username: `deleted:${userId}`,
        email: `deleted:${userId}@invalid`,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        sessionVersion: sql`${users.sessionVersion} + 1`,
      })
      .where(eq(users.id, userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx
      .update(emailTokens)
      .set({ usedAt: at })
      .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
    return ok(undefined);
  });
}
