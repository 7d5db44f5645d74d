import { z } from 'zod';

// The signed-in owner's own account: who it is, end every session, or delete the account.

/** POST /api/account/delete body: the current password, so a stolen session cannot delete. */
export const AccountDeletionRequest = z.object({
  password: z.string().min(1, { message: 'Please enter your password.' }).max(128),
});
/** POST /api/account/delete body. */
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** GET /api/account reply: who is signed in, and whether the account has proven its e-mail. */
export const AccountResponse = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  /**
   * True once the signup link was opened. Until then guest orders and subscriptions made with this
   * e-mail are not shown to the account (what is bought while signed in always is).
   */
  emailVerified: z.boolean(),
});
/** GET /api/account reply. */
export type AccountResponse = z.infer<typeof AccountResponse>;
