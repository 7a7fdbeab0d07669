import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginSchema } from '~/domain/login';
import { ResetPasswordSchema } from '~/domain/password-reset';

/** Parses like the browser and the action do: FormData through Conform, which turns '' into "missing". */
function parse<Schema extends z.ZodType>(schema: Schema, values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return parseWithZod(form, { schema });
}

describe('LoginSchema', () => {
  it('asks for both fields and keeps the redirect on this site', () => {
    const empty = parse(LoginSchema, { email: '', password: '' });
    expect(empty.status).toBe('error');
    expect(empty.status === 'error' && empty.error).toMatchObject({ email: ['Enter your email address'], password: ['Enter your password'] });
    const away = parse(LoginSchema, { email: ' Asha@Example.IN ', password: 'x', redirectTo: '//evil.example/path' });
    expect(away.status === 'success' && away.value).toEqual({ email: 'asha@example.in', password: 'x', redirectTo: '/account' });
    const home = parse(LoginSchema, { email: 'asha@example.in', password: 'x', redirectTo: '/subscription?plan=gold' });
    expect(home.status === 'success' && home.value.redirectTo).toBe('/subscription?plan=gold');
  });
});

describe('ResetPasswordSchema', () => {
  it('wants the same, not too common password twice', () => {
    const different = parse(ResetPasswordSchema, { token: 't', password: 'mango-orchard-2024', confirmPassword: 'mango-orchard-2025' });
    expect(different.status === 'error' && different.error).toEqual({ confirmPassword: ['The two passwords are different; type the same password twice'] });
    const common = parse(ResetPasswordSchema, { token: 't', password: 'password123', confirmPassword: 'password123' });
    expect(common.status === 'error' && common.error?.password).toEqual(['This password is one of the most common ones; choose another']);
  });
});

