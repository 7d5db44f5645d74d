import { describe, expect, it } from 'vitest';
import { type CapturedStatement, pgbenchScript } from './pgbench-script.mjs';

const statement = (
  text: string,
  values: (string | null)[],
  returned: { fields: string[]; row: string[] } | null = null,
  name: string | null = null,
): CapturedStatement => ({
  text,
  name,
  values,
  fields: returned?.fields ?? [],
  row: returned?.row ?? null,
});

// Two requests of a checkout-like route: a buyer's e-mail, an order id the insert returned, a time.
const request = (email: string, orderId: string, at: string) => [
  statement('begin', []),
  statement(
    'insert into "orders" ("email", "user_id") values ($1, $2) returning "id"',
    [email, null],
    {
      fields: ['id'],
      row: [orderId],
    },
  ),
  statement('insert into "items" ("order_id", "qty", "at") values ($1, $2, $3)', [
    orderId,
    '1',
    at,
  ]),
  statement('update "orders" set "ref" = $1 where "email" = $2', ['ref-1', email]),
  statement('commit', []),
];

describe('the pgbench script of a route (npm run bench:pg)', () => {
  const { script, defines, expected, mode, gsets } = pgbenchScript([
    request('a@example.com', '41', '2026-11-26T10:00:00.000+00:00'),
    request('b@example.com', '42', '2026-11-26T10:00:01.000+00:00'),
  ]);
  const lines = script.trim().split('\n');

  it('sends the route statements, in order, with a variable for every parameter', () => {
    expect(expected).toEqual([
      'begin',
      'insert into "orders" ("email", "user_id") values ($1, NULL) returning "id"',
      'insert into "items" ("order_id", "qty", "at") values ($1, $2, $3)',
      'update "orders" set "ref" = $1 where "email" = $2',
      'commit',
    ]);
    expect(lines.filter((line) => !line.startsWith('\\set'))).toEqual([
      'begin;',
      'insert into "orders" ("email", "user_id") values (:u1, NULL) returning "id" \\gset r2_',
      'insert into "items" ("order_id", "qty", "at") values (:r2_id, :c1, :c2);',
      'update "orders" set "ref" = :c3 where "email" = :u1;',
      'commit;',
    ]);
    expect(gsets).toEqual([1]);
  });

  it('keeps constants and times, draws what differs per request at random, once per value', () => {
    expect(defines).toEqual({ c1: '1', c2: '2026-11-26T10:00:01.000+00:00', c3: 'ref-1' });
    expect(lines.filter((line) => line.startsWith('\\set'))).toEqual([
      `\\set u1 random(1, ${2 ** 53 - 1})`,
    ]);
    expect(mode).toBe('extended');
  });

  it('prepares the statements when the route sent at least half the parameterised ones by name', () => {
    const route = (email: string, names: (string | null)[]) => [
      statement('begin', []),
      ...names.map((name) => statement('select $1', [email], null, name)),
    ];
    const mode = (names: (string | null)[]) =>
      pgbenchScript([route('a', names), route('b', names)]).mode;
    expect(mode(['buyer'])).toBe('prepared');
    expect(mode(['buyer', null])).toBe('prepared');
    expect(mode(['buyer', null, null])).toBe('extended');
  });

  it('draws integers in a 4-byte range', () => {
    const byId = (id: string) => [statement('select * from "users" where "id" = $1', [id])];
    expect(pgbenchScript([byId('7'), byId('8')]).script).toContain('random(1, 2147483647)');
  });

  it('refuses requests that sent different statements, or a parameter null only once', () => {
    expect(() => pgbenchScript([[statement('select 1', [])], [statement('select 2', [])]])).toThrow(
      /statement 1 differs/,
    );
    expect(() => pgbenchScript([[statement('select 1', [])], []])).toThrow(/1 then 0 statements/);
    expect(() =>
      pgbenchScript([[statement('select $1', [null])], [statement('select $1', ['x'])]]),
    ).toThrow(/null once/);
  });
});
