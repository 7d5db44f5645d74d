import type { ReplySchema } from './http-client';

/** A contract schema whose decoded reply is mapped to the port's type (wire -> domain). */
export function decodeAs<Wire, Domain>(
  schema: ReplySchema<Wire>,
  toDomain: (wire: Wire) => Domain,
): ReplySchema<Domain> {
  return {
    safeParse(value) {
      const decoded = schema.safeParse(value);
      return decoded.success ? { success: true, data: toDomain(decoded.data) } : decoded;
    },
  };
}

/** The first of several contract replies that matches (spec §7 allows some replies two shapes). */
export function oneOf<T>(...schemas: readonly ReplySchema<T>[]): ReplySchema<T> {
  return {
    safeParse(value) {
      for (const schema of schemas) {
        const decoded = schema.safeParse(value);
        if (decoded.success) return decoded;
      }
      return { success: false };
    },
  };
}
