import { z } from 'zod';

// The signed-in owner's own account: end every session, or delete the account.

/** POST /api/account/delete body: the current password, so a stolen session cannot delete. */
export const AccountDeletionRequest = z.object({
  password: z.string().min(1, { message: 'Please enter your password.' }).max(128),
});
/** POST /api/account/delete body. */
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;
