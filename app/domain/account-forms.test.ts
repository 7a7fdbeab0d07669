import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginSchema } from '~/domain/login';
import { ResetPasswordSchema } from '~/domain/password-reset';
import { ProductListingSchema, RemoveProductSchema } from '~/domain/product-listing';

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

describe('ProductListingSchema', () => {
  it('reads rupees with commas and the ₹ sign into paise, and says how to write a wrong one', () => {
    const ok = parse(ProductListingSchema, { name: ' Seed trays ', price: '₹1,250.50' });
    expect(ok.status === 'success' && ok.value).toMatchObject({ productId: null, name: 'Seed trays', description: '', price: 125050, keptPhotos: [] });
    const noPrice = parse(ProductListingSchema, { name: 'Seed trays', price: '' });
    expect(noPrice.status === 'success' && noPrice.value.price).toBeNull();
    const wrong = parse(ProductListingSchema, { name: '', price: '12 rupees' });
    expect(wrong.status === 'error' && wrong.error).toEqual({
      name: ['Enter a product name'],
      price: ['Enter a price in rupees, e.g. 1250 or 1250.50, or leave it empty'],
    });
  });

  it('takes a price range, lowest first, and says which end is wrong', () => {
    const range = parse(ProductListingSchema, { name: 'Basmati rice', price: '82', priceMax: '₹1,10' });
    expect(range.status === 'success' && range.value).toMatchObject({ price: 8200, priceMax: 11000 });
    const single = parse(ProductListingSchema, { name: 'Basmati rice', price: '82', priceMax: '' });
    expect(single.status === 'success' && single.value).toMatchObject({ price: 8200, priceMax: null });
    const upsideDown = parse(ProductListingSchema, { name: 'Basmati rice', price: '110', priceMax: '82' });
    expect(upsideDown.status === 'error' && upsideDown.error).toEqual({ priceMax: ['The highest price must be at least the lowest price'] });
    const topOnly = parse(ProductListingSchema, { name: 'Basmati rice', priceMax: '82' });
    expect(topOnly.status === 'error' && topOnly.error).toEqual({ price: ['Enter the lowest price too, or leave both empty'] });
  });

  it('reads HSN, GST rate and the inclusive box, each optional, and says how to fix a wrong HSN', () => {
    const full = parse(ProductListingSchema, { name: 'Sona masoori rice', hsnCode: ' 10 06 ', gstRate: '500', pricesIncludeGst: 'on' });
    expect(full.status === 'success' && full.value).toMatchObject({ hsnCode: '1006', gstRate: 500, pricesIncludeGst: true });
    const unset = parse(ProductListingSchema, { name: 'Sona masoori rice', hsnCode: '', gstRate: '' });
    expect(unset.status === 'success' && unset.value).toMatchObject({ hsnCode: null, gstRate: null, pricesIncludeGst: false });
    const quarter = parse(ProductListingSchema, { name: 'Rough diamonds', gstRate: '25' });
    expect(quarter.status === 'success' && quarter.value.gstRate).toBe(25);
    const wrong = parse(ProductListingSchema, { name: 'Sona masoori rice', hsnCode: 'HS1006', gstRate: '5%' });
    expect(wrong.status === 'error' && wrong.error).toEqual({
      hsnCode: ['An HSN code has digits only (no letters or dots), e.g. 1006 for rice'],
      gstRate: ['Choose a GST rate from the list, or "Not set"'],
    });
    const short = parse(ProductListingSchema, { name: 'Sona masoori rice', hsnCode: '100' });
    expect(short.status === 'error' && short.error).toEqual({ hsnCode: ['An HSN code is 4, 6 or 8 digits, e.g. 1006 for rice'] });
  });

  it('takes only stored photo names, each once, and a product id only when it is a number', () => {
    const key = `${'a'.repeat(32)}.webp`;
    const kept = parse(ProductListingSchema, { productId: '42', name: 'Trays', keptPhotos: [key, key] });
    expect(kept.status === 'success' && kept.value).toMatchObject({ productId: 42, keptPhotos: [key] });
    const forged = parse(ProductListingSchema, { productId: '42; drop', name: 'Trays', keptPhotos: '../../etc/passwd' });
    expect(forged.status === 'success' && forged.value).toMatchObject({ productId: null, keptPhotos: [] });
    const tooMany = parse(ProductListingSchema, { name: 'Trays', keptPhotos: Array.from({ length: 11 }, (_, i) => `${String(i).padStart(32, 'b')}.webp`) });
    expect(tooMany.status === 'error' && tooMany.error?.keptPhotos?.[0]).toContain('At most 10 photos');
    expect(parse(RemoveProductSchema, { productId: '-1' }).status).toBe('error');
  });
});
