/** One-way password hashing (argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether the password matches the hash; never throws for a malformed hash. */
  verify(hash: string, password: string): Promise<boolean>;
}
