/**
 * The three-step registration form (SPEC.md sections 3 and 5) and the full server-side validation
 * issue 4 adds on top. Pure and isomorphic: the form uses the gating helpers, the action and the
 * account area use the zod schemas.
 */
import { z } from 'zod';
import { photoFilesSchema } from '~/domain/account-photos';
import { dpiitSchema, gstinSchema, mobileSchema, panFromGstin, panHolderTypes, panSchema, udyamSchema } from '~/domain/india-ids';

export const COMPANY_REGISTERED_AS = [
  'Private Limited',
  'Partnership Firm',
  'Startups',
  'LLP',
  'OPC',
  'Proprietorship',
  'Public Limited',
  'Others',
] as const;
export const BUSINESS_TYPES = ['Manufacturing Sector', 'Service Sector'] as const;
export const ROLES = ['Seller', 'Buyer', 'Seller & Buyer'] as const;
export const SUPPORT_OPTIONS = [
  'Buyers',
  'Sellers',
  'Business Partners',
  'Buying Agents',
  'Selling Agents',
  'Distributors',
  'Service Providers',
  'Export Promotion',
  'Import Facilitation',
  'Awards and Recognition',
  'Support for Marketing, Branding and Promotion in the Domestic Markets',
] as const;

export const PRODUCT_FIELDS = ['product1', 'product2', 'product3', 'product4', 'product5'] as const;

/** What to type in the DPIIT or Udyam box when the business has no such number. */
export const NOT_REGISTERED = 'Not registered';
const isNotRegistered = (value: string) => /^not\s*registered$/i.test(value.trim());

/** SPEC.md section 5: the fields that must be non-blank (after trimming) before Next is enabled. */
export const STEP_GATES = [
  ['firstName', 'email', 'mobile', 'companyName', 'designation', 'address', 'pan', 'yearOfEstablishment'],
  ['companyRegisteredAs', 'dpiitRegistration', 'udyamNumber', 'gstNumber', 'businessType', 'role', 'category', 'subCategory'],
  [],
] as const;

export type StepIndex = 0 | 1 | 2;

export function stepIsFilled(step: StepIndex, values: Record<string, string | undefined>): boolean {
  return STEP_GATES[step].every((field) => (values[field] ?? '').trim() !== '');
}

const STEP_FIELDS: readonly (readonly string[])[] = [
  ['firstName', 'lastName', 'email', 'mobile', 'companyName', 'designation', 'address', 'website', 'pan', 'yearOfEstablishment', 'password', 'confirmPassword'],
  ['companyRegisteredAs', 'dpiitRegistration', 'udyamNumber', 'gstNumber', 'businessType', 'role', 'category', 'subCategory'],
  [...PRODUCT_FIELDS, 'lookingForSupport', 'photos'],
];

/** The step (0–2) on which a field is shown, so a server error can take the user there. */
export function stepOfField(field: string): StepIndex {
  if ((CONSENT_FIELDS as readonly string[]).includes(field)) return 2;
  const index = STEP_FIELDS.findIndex((fields) => fields.includes(field));
  return (index === -1 ? 0 : index) as StepIndex;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} can be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

export const emailSchema = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address')
  .max(254, 'An email address can be at most 254 characters')
  .pipe(z.email({ error: 'Enter an email address like name@company.in' }));

/** Website: optional; a bare domain gets https:// so people can type what they see on their card. */
const websiteSchema = z
  .string()
  .trim()
  .max(200, 'A website address can be at most 200 characters')
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a website address like https://www.company.in' });
      return z.NEVER;
    }
    if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(url.hostname)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a website address like https://www.company.in' });
      return z.NEVER;
    }
    return url.toString();
  });

function yearSchema(currentYear: number) {
  return z
    .string({ error: 'Enter the year of establishment' })
    .trim()
    .min(1, 'Enter the year of establishment')
    .regex(/^\d{4}$/, 'Enter the year as 4 digits, e.g. 2015')
    .transform(Number)
    .refine((year) => year >= 1800 && year <= currentYear, `The year of establishment must be between 1800 and ${currentYear}`);
}

/** A handful of the passwords most often found in breaches; refusing them is what ASVS asks. */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
  'iloveyou', 'admin123', 'welcome1', 'welcome123', 'abc12345', 'india123', 'letmein1', '11111111', '00000000',
  'sunshine', 'princess', 'football', 'baseball', 'superman', 'trustno1', 'passw0rd', 'p@ssw0rd', 'p@ssword',
]);

export const passwordSchema = z
  .string({ error: 'Choose a password of at least 8 characters' })
  .min(8, 'Choose a password of at least 8 characters')
  .max(128, 'A password can be at most 128 characters')
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'This password is one of the most common ones; choose another');

/** Company fields shared by registration step 1 and the account profile form. */
const companyContactShape = (currentYear: number) => ({
  firstName: text('your first name', 60),
  lastName: optionalText('Last name', 60),
  email: emailSchema,
  mobile: mobileSchema,
  companyName: text('the company name', 120),
  designation: text('your designation', 80),
  address: text('the company address', 500),
  website: websiteSchema,
  pan: panSchema,
  yearOfEstablishment: yearSchema(currentYear),
});

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose ${label}` });

const idSchema = (label: string) =>
  z
    .string({ error: `Choose ${label}` })
    .trim()
    .regex(/^[1-9]\d{0,8}$/, `Choose ${label}`)
    .transform(Number);

const notRegisteredOr = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string({ error: `Enter the number, or "${NOT_REGISTERED}"` })
    .transform((value, ctx) => {
      if (isNotRegistered(value)) return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: `${issue.message} — or type "${NOT_REGISTERED}"` });
      return z.NEVER;
    });

const businessShape = {
  companyRegisteredAs: oneOf(COMPANY_REGISTERED_AS, 'how the company is registered'),
  dpiitRegistration: notRegisteredOr(dpiitSchema),
  udyamNumber: notRegisteredOr(udyamSchema),
  gstNumber: gstinSchema,
  businessType: oneOf(BUSINESS_TYPES, 'the business type'),
  role: oneOf(ROLES, 'whether you want to be a seller, a buyer or both'),
  category: idSchema('a category'),
  subCategory: idSchema('a sub category'),
};

const supportSchema = z
  .array(z.enum(SUPPORT_OPTIONS, { error: 'Choose support needs from the list' }))
  .max(SUPPORT_OPTIONS.length)
  .transform((values) => [...new Set(values)]);

const productsShape = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, optionalText('A product name', 120)])) as Record<
  (typeof PRODUCT_FIELDS)[number],
  ReturnType<typeof optionalText>
>;

/** Which PAN holder types (4th letter) fit each legal form; "Startups" and "Others" accept any. */
const HOLDER_TYPES_FOR: Partial<Record<(typeof COMPANY_REGISTERED_AS)[number], string>> = {
  'Private Limited': 'C',
  'Public Limited': 'C',
  OPC: 'C',
  'Partnership Firm': 'F',
  LLP: 'F',
  Proprietorship: 'P',
};

/** The refusal beside the required consent box (DPDP Act 2023 s.6: consent by a clear affirmative action). */
export const CONSENT_REQUIRED = 'Tick this box to agree to the use of your data described in the privacy notice above; we cannot create an account without it.';

/** The consent boxes, on the last step, both unticked at first; never kept in the draft. */
const CONSENT_FIELDS = ['consent', 'consentNotificationEmails'] as const;
const consentShape = {
  consent: z.literal('on', { error: CONSENT_REQUIRED }),
  consentNotificationEmails: z
    .literal('on')
    .optional()
    .transform((value) => value === 'on'),
};

export function registrationSchema(currentYear: number) {
  return z
    .object({
      ...companyContactShape(currentYear),
      password: passwordSchema,
      confirmPassword: z.string({ error: 'Type the password again' }),
      ...businessShape,
      ...productsShape,
      lookingForSupport: supportSchema,
      photos: photoFilesSchema,
      ...consentShape,
    })
    .superRefine((value, ctx) => {
      if (value.password !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two passwords are different; type the same password twice' });
      }
      checkPanConsistency(value, ctx);
      if (PRODUCT_FIELDS.every((field) => value[field] === '')) {
        ctx.addIssue({ code: 'custom', path: ['product1'], message: 'Enter at least one product name' });
      }
    });
}

function checkPanConsistency(
  value: { pan: string; gstNumber: string; companyRegisteredAs: (typeof COMPANY_REGISTERED_AS)[number] },
  ctx: z.RefinementCtx,
) {
  const expected = HOLDER_TYPES_FOR[value.companyRegisteredAs];
  const holder = value.pan.charAt(3);
  if (expected && holder !== expected) {
    const wanted = panHolderTypes[expected as keyof typeof panHolderTypes];
    ctx.addIssue({
      code: 'custom',
      path: ['pan'],
      message: `A ${value.companyRegisteredAs} has a PAN whose 4th letter is ${expected} (${wanted}); this PAN's 4th letter is ${holder}. Enter the company's PAN`,
    });
  }
  const embedded = panFromGstin(value.gstNumber);
  if (embedded && embedded !== value.pan) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstNumber'],
      message: `Characters 3–12 of a GSTIN are the PAN; this GSTIN contains ${embedded}, but the PAN you gave is ${value.pan}`,
    });
  }
}

export type RegistrationInput = z.infer<ReturnType<typeof registrationSchema>>;

/** The account profile form: the registration data minus password and products. */
export function profileSchema(currentYear: number) {
  return z
    .object({
      ...companyContactShape(currentYear),
      ...businessShape,
      lookingForSupport: supportSchema,
    })
    .superRefine((value, ctx) => checkPanConsistency(value, ctx));
}

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;

export function roleToCompanyRole(role: (typeof ROLES)[number]): 'seller' | 'buyer' | 'both' {
  if (role === 'Seller') return 'seller';
  if (role === 'Buyer') return 'buyer';
  return 'both';
}

export function companyRoleToRole(role: 'seller' | 'buyer' | 'both'): (typeof ROLES)[number] {
  if (role === 'seller') return 'Seller';
  if (role === 'buyer') return 'Buyer';
  return 'Seller & Buyer';
}

/** Startups and DPIIT-recognised companies are start-ups; everyone else is listed as an MSME. */
export function enterpriseTypeFor(input: { companyRegisteredAs: string; dpiitRegistration: string | null }): 'startup' | 'msme' {
  return input.companyRegisteredAs === 'Startups' || input.dpiitRegistration !== null ? 'startup' : 'msme';
}

// PostgreSQL text cannot hold NUL, and no one types it: drop it before anything is validated or stored.
const clean = (value: string) => value.replace(/\u0000/g, '');

/** Reads the registration form's fields from FormData (strings only; files are handled apart). */
export function registrationValuesFromForm(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const fields of STEP_FIELDS) {
    for (const field of fields) {
      if (field === 'photos') continue;
      if (field === 'lookingForSupport') {
        values[field] = form.getAll(field).filter((v): v is string => typeof v === 'string').map(clean);
        continue;
      }
      const value = form.get(field);
      if (typeof value === 'string') values[field] = clean(value);
    }
  }
  return values;
}
