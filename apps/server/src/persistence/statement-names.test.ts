import { describe, expect, it } from 'vitest';
import { StatementsByCount, statementName } from './statement-names.js';

describe('statementName', () => {
  it('names statements unless named statements are turned off', () => {
    expect(statementName('cart_items_list_for_user')).toBe('cart_items_list_for_user');
    expect(statementName('cart_items_list_for_user', { namedStatements: true })).toBe(
      'cart_items_list_for_user',
    );
    expect(statementName('cart_items_list_for_user', { namedStatements: false })).toBe('');
  });
});

describe('StatementsByCount', () => {
  const counted = (namedStatements: boolean) => {
    const builds: [number, string][] = [];
    const statements = new StatementsByCount({
      build: (count, name) => {
        builds.push([count, name]);
        return { count, name };
      },
      name: 'rows_upsert',
      kept: 2,
      naming: { namedStatements },
    });
    return { statements, builds };
  };

  it('builds each count up to the kept one once, under a name with its count', () => {
    const { statements, builds } = counted(true);
    expect(statements.of(2)).toBe(statements.of(2));
    expect(statements.of(1)).toEqual({ count: 1, name: 'rows_upsert_1' });
    expect(builds).toEqual([
      [2, 'rows_upsert_2'],
      [1, 'rows_upsert_1'],
    ]);
  });

  it('builds a larger count for each call, unnamed, and keeps none unnamed when names are off', () => {
    const { statements, builds } = counted(true);
    statements.of(3);
    statements.of(3);
    expect(builds).toEqual([
      [3, ''],
      [3, ''],
    ]);
    const off = counted(false);
    expect(off.statements.of(1)).toEqual({ count: 1, name: '' });
  });
});
