import { describe, expect, it } from 'vitest';
import { CompanySearchSchema, StaffInviteSchema, suspendedLoginMessage, SuspensionSchema, UserSearchSchema } from './account-admin';

describe('admin search parameters', () => {
  it('keeps known filters and ignores unknown or malformed ones instead of failing', () => {
    expect(CompanySearchSchema.parse({ q: '  27AAECT1234K1ZV ', role: 'seller', level: 'identifiers_checked', state: '27', suspended: 'yes', type: 'msme', page: '3' })).toEqual({
      q: '27AAECT1234K1ZV',
      role: 'seller',
      level: 'identifiers_checked',
      state: '27',
      suspended: 'yes',
      type: 'msme',
      page: 3,
    });
    expect(CompanySearchSchema.parse({ role: 'admin', level: '', state: 'Maharashtra', suspended: 'maybe', type: 'x', page: '-1' })).toEqual({
      q: '',
      role: undefined,
      level: undefined,
      state: undefined,
      suspended: undefined,
      type: undefined,
      page: 1,
    });
    expect(CompanySearchSchema.parse({ q: 'x'.repeat(500) }).q).toBe('');
    expect(UserSearchSchema.parse({ role: 'administrator', page: 'abc' })).toEqual({ q: '', role: 'administrator', suspended: undefined, page: 1 });
  });
});

describe('suspension form', () => {
  it('needs a reason of 5 to 500 characters and a known intent', () => {
    expect(SuspensionSchema.safeParse({ intent: 'suspend', reason: '  Fake GST certificate  ' })).toEqual({ success: true, data: { intent: 'suspend', reason: 'Fake GST certificate' } });
    expect(SuspensionSchema.safeParse({ intent: 'suspend', reason: 'bad' }).success).toBe(false);
    expect(SuspensionSchema.safeParse({ intent: 'suspend', reason: 'x'.repeat(501) }).success).toBe(false);
    expect(SuspensionSchema.safeParse({ intent: 'delete', reason: 'A good long reason' }).success).toBe(false);
  });

  it('tells a suspended login why and where to write, without a doubled full stop', () => {
    expect(suspendedLoginMessage('Counterfeit goods.', 'support@tradesetu.example')).toBe('This account is suspended: Counterfeit goods. If you think this is a mistake, write to support@tradesetu.example.');
    expect(suspendedLoginMessage(null, 'help@example.in')).toBe('This account is suspended: no reason was recorded. If you think this is a mistake, write to help@example.in.');
  });
});

describe('staff invitation', () => {
  it('accepts only staff roles and reads the promotion box', () => {
    expect(StaffInviteSchema.parse({ email: 'Meera@Example.in', name: 'Meera Iyer', role: 'moderator' })).toMatchObject({ email: 'meera@example.in', role: 'moderator', promote: false });
    expect(StaffInviteSchema.parse({ email: 'meera@example.in', name: 'Meera Iyer', role: 'finance', promote: 'yes' }).promote).toBe(true);
    expect(StaffInviteSchema.safeParse({ email: 'meera@example.in', name: 'Meera Iyer', role: 'member' }).success).toBe(false);
  });
});
