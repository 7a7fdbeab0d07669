import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { uniqueIds, validRegistration } from '../../integration/support/registration-data';

export { uniqueIds };

const PASSWORD = 'seed-trays-and-soil';

/** An email no other test uses, so tests can run in parallel against one database. */
export const uniqueEmail = (tag: string) => `${tag}.${randomBytes(5).toString('hex')}@example.in`;

/** The registration form, not the header's login modal, which also has an email field. */
export const registrationForm = (page: Page): Locator => page.locator('form[action="/register"]');

/** Fills inputs, textareas and selects by name inside `scope`. */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Step 1 of a valid registration (firm PAN) with the password fields. */
export function step1Values(overrides: Record<string, string> = {}) {
  const { pan, gstin } = uniqueIds();
  return {
    gstin,
    step1: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: uniqueEmail('asha'),
      mobile: '9876543210',
      companyName: `Rao Agro Works ${randomBytes(3).toString('hex')}`,
      designation: 'Partner',
      address: '12 MG Road, Pune',
      website: 'https://raoagro.in',
      pan,
      yearOfEstablishment: '2012',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...overrides,
    },
  };
}

/** Step 2 except the category pair, which is chosen from the live catalogue by selectCategory. */
export const step2Values = (gstin: string, overrides: Record<string, string> = {}) => ({
  companyRegisteredAs: 'Partnership Firm',
  dpiitRegistration: 'Not registered',
  udyamNumber: 'UDYAM-MH-33-0012345',
  gstNumber: gstin,
  businessType: 'Manufacturing Sector',
  role: 'Seller',
  ...overrides,
});

/** Chooses the first category and its first sub category in the form. */
export async function selectCategory(form: Locator): Promise<void> {
  await form.locator('[name="category"]').selectOption({ index: 1 });
  const sub = form.locator('[name="subCategory"]');
  await expect(sub.locator('option')).not.toHaveCount(1);
  await sub.selectOption({ index: 1 });
}

export const stepStatus = (page: Page) => page.locator('#register-step-status');

/** Ticks the required consent box of the privacy notice (issue 18), on the form's last step. */
export const agreeToNotice = (form: Locator) => form.locator('input[name="consent"]').check();

/** Small, valid PNG and JPEG photos made on the fly. */
export async function samplePhotos() {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#f4a261' } }).jpeg().toBuffer();
  return {
    png: { name: 'stall.png', mimeType: 'image/png', buffer: png },
    jpeg: { name: 'workshop.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    fake: { name: 'price-list.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is a price list typed in a text editor, not a photo.') },
  };
}

async function firstOption(request: APIRequestContext, select: string): Promise<string> {
  const html = await (await request.get('/register')).text();
  const match = new RegExp(`<select[^>]*name="${select}"[^>]*>(?:<option[^>]*value=""[^>]*>[^<]*</option>)<option value="(\\d+)"`).exec(html);
  if (!match?.[1]) throw new Error(`/register offered no ${select} to choose`);
  return match[1];
}

export interface RegisteredAccount {
  email: string;
  password: string;
  companyName: string;
}

/**
 * Registers a company by posting the registration form as a browser without JavaScript would.
 * With `page.request` the new session cookie lands in the page's browser context, so the page is
 * logged in afterwards.
 */
export async function registerCompany(request: APIRequestContext, overrides: Record<string, string> = {}): Promise<RegisteredAccount> {
  const category = await firstOption(request, 'category');
  // The sub category list is rendered for the category saved in this browser's draft.
  await request.post('/register', { multipart: { intent: 'save', category } });
  const subCategory = await firstOption(request, 'subCategory');
  const values = validRegistration(Number(category), Number(subCategory), {
    companyName: `Test Traders ${randomBytes(3).toString('hex')}`,
    email: uniqueEmail('member'),
    ...overrides,
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  body.set('intent', 'submit');
  const response = await request.post('/register', { multipart: body, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  // Registration signs nobody in (issue 18, finding 8b): it asks to log in, as the owner does here.
  expect(response.headers().location).toBe('/login?registered=1');
  const login = await request.post('/login', { form: { email: String(values.email), password: String(values.password), redirectTo: '/account' }, maxRedirects: 0 });
  expect(login.status(), await login.text()).toBe(302);
  return { email: String(values.email), password: String(values.password), companyName: String(values.companyName) };
}

/**
 * After submitting the registration form: the login page asks to confirm the email and log in;
 * logs in there with the registration's email and password and lands on the account page.
 */
export async function logInAfterRegistration(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/login\?registered=1/, { timeout: 20_000 });
  await expect(page.getByRole('status')).toContainText('Thank you for registering');
  const form = page.locator('main form[action="/login"]');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
}
