import fc from 'fast-check';
import { unsignedJwt } from '../fakes/unsigned-jwt.js';

/** A clock reading between 1970 and 2100, in whole milliseconds since the epoch. */
export const nowMsArb = fc.integer({ min: 0, max: 4_102_444_800_000 });

/** Strings with no '.' at all, including '' and whitespace. */
export const dotlessStringArb = fc
  .string({ maxLength: 60 })
  .map((text) => text.replaceAll('.', ''));

/** A user id as our server issues it: a numeric string. */
export const numericUserIdArb = fc.integer({ min: 1, max: 2_147_483_647 }).map(String);

/** Payload claims other than exp that a token may carry. */
export const otherClaimsArb = fc.record(
  {
    userId: fc.oneof(numericUserIdArb, fc.integer({ min: 1, max: 1_000_000 })),
    sub: fc.string({ minLength: 1, maxLength: 20 }),
    iat: fc.integer({ min: 0, max: 4_102_444_800 }),
    name: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: [] },
);

/** An unsigned JWT whose exp is expSeconds (seconds since the epoch), with random other claims. */
export function tokenArb(expSeconds: number): fc.Arbitrary<string> {
  return otherClaimsArb.map((claims) => unsignedJwt({ ...claims, exp: expSeconds }));
}

/** A clock reading and a token whose exp is at least 1 s before that second: expired. */
export const expiredTokenArb = fc
  .tuple(nowMsArb, fc.integer({ min: 1, max: 10_000_000 }))
  .chain(([nowMs, secondsAgo]) =>
    tokenArb(Math.floor(nowMs / 1000) - secondsAgo).map((token) => ({ nowMs, token })),
  );

/** A clock reading and a token whose exp is that second or later: valid. */
export const liveTokenArb = fc
  .tuple(nowMsArb, fc.integer({ min: 0, max: 10_000_000 }))
  .chain(([nowMs, secondsLeft]) =>
    tokenArb(Math.floor(nowMs / 1000) + secondsLeft).map((token) => ({ nowMs, token })),
  );
