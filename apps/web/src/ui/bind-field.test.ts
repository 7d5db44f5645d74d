import { describe, expect, it } from 'vitest';
import { bindField } from './bind-field';

describe('bindField', () => {
  it("gives a field its form's id, name, value and error, and reports an edit by the field's name", () => {
    const changes: [string, string][] = [];
    type Field = 'email' | 'tons';
    const errors: Partial<Record<Field, string>> = { email: 'Please enter a valid email address.' };
    const form = {
      values: { email: 'a@b', tons: '3' },
      errors,
      ids: { email: 'f-email', tons: 'f-tons' },
      change: (field: Field, value: string) => changes.push([field, value]),
    };
    const email = bindField(form, 'email');
    expect(email).toMatchObject({
      id: 'f-email',
      name: 'email',
      value: 'a@b',
      error: 'Please enter a valid email address.',
    });
    expect(bindField(form, 'tons').error).toBeUndefined();
    email.onChange({ target: { value: 'a@b.co' } } as Parameters<typeof email.onChange>[0]);
    expect(changes).toEqual([['email', 'a@b.co']]);
  });
});
