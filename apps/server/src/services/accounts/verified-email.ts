import type { UserRepository } from '../ports/user.repository.port.js';

/**
 * The account's e-mail once the account has proven it owns it (the signup link was opened), else
 * null. Guest orders and subscriptions made with that e-mail belong to the account only then, so
 * nobody sees a stranger's purchases by signing up with their address.
 */
export async function verifiedEmailOf(
  users: UserRepository,
  userId: number,
): Promise<string | null> {
  const user = await users.findById(userId);
  return user?.emailVerifiedAt ? user.email : null;
}
