import { describe, expect, it } from 'vitest';
import { statementName } from './statement-names.js';

describe('statementName', () => {
  it('names statements unless named statements are turned off', () => {
    expect(statementName('cart_items_list_for_user')).toBe('cart_items_list_for_user');
    expect(statementName('cart_items_list_for_user', { namedStatements: true })).toBe(
      'cart_items_list_for_user',
    );
    expect(statementName('cart_items_list_for_user', { namedStatements: false })).toBe('');
  });
});
