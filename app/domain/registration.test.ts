import { describe, expect, it } from 'vitest';
import {
  companyRoleToRole,
  CONSENT_REQUIRED,
  enterpriseTypeFor,
  profileSchema,
  registrationSchema,
  registrationValuesFromForm,
  roleToCompanyRole,
  ROLES,
  STEP_GATES,
  stepIsFilled,
  stepOfField,
} from '~/domain/registration';

const YEAR = 2025;

/** A firm's PAN and its Maharashtra GSTIN (check character V). */
const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: ' Asha@Example.IN ',
  mobile: '98765 43210',
  companyName: 'Rao Agro Works',
  designation: 'Partner',
  address: '12 MG Road, Pune',
  website: 'raoagro.in',
  pan: 'AAPFU0939F',
  yearOfEstablishment: '2012',
  password: 'seed-trays-and-soil',
  confirmPassword: 'seed-trays-and-soil',
  companyRegisteredAs: 'Partnership Firm',
  dpiitRegistration: 'Not registered',
  udyamNumber: 'UDYAM-MH-33-0012345',
  gstNumber: '27AAPFU0939F1ZV',
  businessType: 'Manufacturing Sector',
  role: 'Seller',
  category: '3',
  subCategory: '17',
  product1: '',
  product2: 'Seed trays',
  product3: '',
  product4: '',
  product5: '',
  lookingForSupport: ['Buyers', 'Distributors', 'Buyers'],
  consent: 'on',
};

/** Field name → its first message, to read a failed parse in one line. */
function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

function errorsFor(overrides: Record<string, string | string[]>) {
  const parsed = registrationSchema(YEAR).safeParse({ ...valid, ...overrides });
  if (parsed.success) return {};
  return fieldErrorsOf(parsed.error);
}

describe('step gating (SPEC.md section 5)', () => {
  const step1 = { firstName: 'Asha', email: 'a@b.in', mobile: '9876543210', companyName: 'Rao', designation: 'Partner', address: 'Pune', pan: 'AAPFU0939F', yearOfEstablishment: '2012' };
  const step2 = { companyRegisteredAs: 'LLP', dpiitRegistration: 'x', udyamNumber: 'x', gstNumber: 'x', businessType: 'x', role: 'x', category: '1', subCategory: '2' };

  it('lists exactly the required fields of each step', () => {
    expect(STEP_GATES[0]).toEqual(['firstName', 'email', 'mobile', 'companyName', 'designation', 'address', 'pan', 'yearOfEstablishment']);
    expect(STEP_GATES[1]).toEqual(['companyRegisteredAs', 'dpiitRegistration', 'udyamNumber', 'gstNumber', 'businessType', 'role', 'category', 'subCategory']);
    expect(STEP_GATES[2]).toEqual([]);
  });

  it('opens step 1 with every required field filled; last name, website and password are not needed', () => {
    expect(stepIsFilled(0, step1)).toBe(true);
  });

  it.each(Object.keys(step1))('keeps step 1 closed while %s is blank or only spaces', (field) => {
    expect(stepIsFilled(0, { ...step1, [field]: '' })).toBe(false);
    expect(stepIsFilled(0, { ...step1, [field]: ' \t ' })).toBe(false);
    expect(stepIsFilled(0, { ...step1, [field]: undefined })).toBe(false);
  });

  it.each(Object.keys(step2))('keeps step 2 closed while %s is blank', (field) => {
    expect(stepIsFilled(1, step2)).toBe(true);
    expect(stepIsFilled(1, { ...step2, [field]: '  ' })).toBe(false);
  });

  it('checks only non-blankness in the browser, not formats (the server does those)', () => {
    expect(stepIsFilled(1, { ...step2, gstNumber: 'not a gstin' })).toBe(true);
  });

  it('never gates step 3', () => {
    expect(stepIsFilled(2, {})).toBe(true);
  });

  it('sends each field back to the step it is on', () => {
    expect(['firstName', 'email', 'pan', 'yearOfEstablishment', 'password', 'confirmPassword'].map(stepOfField)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(['companyRegisteredAs', 'gstNumber', 'udyamNumber', 'subCategory'].map(stepOfField)).toEqual([1, 1, 1, 1]);
    expect(['product1', 'product5', 'lookingForSupport', 'photos'].map(stepOfField)).toEqual([2, 2, 2, 2]);
    expect(stepOfField('form')).toBe(0);
  });
});

describe('registrationSchema', () => {
  it('accepts a complete registration and normalises what was typed', () => {
    const parsed = registrationSchema(YEAR).parse(valid);
    expect(parsed).toMatchObject({
      email: 'asha@example.in',
      mobile: '+919876543210',
      website: 'https://raoagro.in/',
      yearOfEstablishment: 2012,
      dpiitRegistration: null,
      udyamNumber: 'UDYAM-MH-33-0012345',
      category: 3,
      subCategory: 17,
      lookingForSupport: ['Buyers', 'Distributors'],
    });
  });

  it('takes "Not registered" in any case for DPIIT and Udyam, and says how in the error', () => {
    expect(registrationSchema(YEAR).parse({ ...valid, udyamNumber: 'not  REGISTERED', dpiitRegistration: 'DIPP12345' })).toMatchObject({ udyamNumber: null, dpiitRegistration: 'DIPP12345' });
    expect(errorsFor({ udyamNumber: 'UDYAM-MH-3-12' }).udyamNumber).toMatch(/— or type "Not registered"$/);
    expect(errorsFor({ dpiitRegistration: '12345' }).dpiitRegistration).toMatch(/— or type "Not registered"$/);
  });

  it('asks for at least one product name on step 3', () => {
    expect(errorsFor({ product2: '   ' })).toEqual({ product1: 'Enter at least one product name' });
  });

  it('checks the email, mobile and year with messages that say how to fix them', () => {
    expect(errorsFor({ email: 'asha@' }).email).toBe('Enter an email address like name@company.in');
    expect(errorsFor({ email: '' }).email).toBe('Enter your email address');
    expect(errorsFor({ mobile: '12345' }).mobile).toBeTruthy();
    expect(errorsFor({ yearOfEstablishment: '12' }).yearOfEstablishment).toBe('Enter the year as 4 digits, e.g. 2015');
    expect(errorsFor({ yearOfEstablishment: '1799' }).yearOfEstablishment).toBe('The year of establishment must be between 1800 and 2025');
    expect(errorsFor({ yearOfEstablishment: '2026' }).yearOfEstablishment).toBe('The year of establishment must be between 1800 and 2025');
    expect(errorsFor({ yearOfEstablishment: '1800' })).toEqual({});
  });

  it('leaves the website optional but refuses one that is not an address', () => {
    expect(registrationSchema(YEAR).parse({ ...valid, website: '' }).website).toBeNull();
    expect(errorsFor({ website: 'not a site' }).website).toBe('Enter a website address like https://www.company.in');
    expect(errorsFor({ website: 'https://localhost' }).website).toBe('Enter a website address like https://www.company.in');
  });

  it('wants the same, not too common password twice', () => {
    expect(errorsFor({ password: 'short', confirmPassword: 'short' }).password).toBe('Choose a password of at least 8 characters');
    expect(errorsFor({ password: 'Password123', confirmPassword: 'Password123' }).password).toBe('This password is one of the most common ones; choose another');
    expect(errorsFor({ confirmPassword: 'seed-trays-and-soiL' }).confirmPassword).toBe('The two passwords are different; type the same password twice');
  });

  it("refuses a PAN whose holder type does not fit the legal form, on the PAN field", () => {
    const errors = errorsFor({ companyRegisteredAs: 'Private Limited' });
    expect(Object.keys(errors)).toEqual(['pan']);
    expect(errors.pan).toContain('A Private Limited has a PAN whose 4th letter is C');
    expect(errors.pan).toContain("this PAN's 4th letter is F");
    expect(errorsFor({ companyRegisteredAs: 'Startups' })).toEqual({});
    expect(errorsFor({ companyRegisteredAs: 'Others' })).toEqual({});
  });

  it('refuses a GSTIN with a wrong check character or another PAN inside it', () => {
    expect(errorsFor({ gstNumber: '27AAPFU0939F1ZA' }).gstNumber).toContain('check character');
    const other = errorsFor({ pan: 'AAQFU0939F' });
    expect(other.gstNumber).toBe('Characters 3–12 of a GSTIN are the PAN; this GSTIN contains AAPFU0939F, but the PAN you gave is AAQFU0939F');
  });

  it('only takes the listed enumerations and numeric category ids', () => {
    expect(errorsFor({ companyRegisteredAs: 'Trust' }).companyRegisteredAs).toBe('Choose how the company is registered');
    expect(errorsFor({ businessType: 'Retail' }).businessType).toBe('Choose the business type');
    expect(errorsFor({ role: 'Broker' }).role).toBe('Choose whether you want to be a seller, a buyer or both');
    expect(errorsFor({ category: '0' }).category).toBe('Choose a category');
    expect(errorsFor({ subCategory: '1; drop table' }).subCategory).toBe('Choose a sub category');
    expect(errorsFor({ lookingForSupport: ['Buyers', 'Free money'] }).lookingForSupport).toBe('Choose support needs from the list');
  });

  it('names a missing field rather than failing on the type', () => {
    const { firstName: _first, companyName: _company, ...rest } = valid;
    const parsed = registrationSchema(YEAR).safeParse(rest);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toMatchObject({ firstName: 'Enter your first name', companyName: 'Enter the company name' });
  });

  it('limits lengths with a message naming the field', () => {
    expect(errorsFor({ companyName: 'x'.repeat(121) }).companyName).toBe('The company name can be at most 120 characters');
    expect(errorsFor({ product2: 'x'.repeat(121) }).product2).toBe('A product name can be at most 120 characters');
  });
});

describe('profileSchema', () => {
  it('validates the same company fields without password or products', () => {
    const { password: _p, confirmPassword: _c, product2: _product, ...profile } = valid;
    expect(profileSchema(YEAR).safeParse(profile).success).toBe(true);
    const parsed = profileSchema(YEAR).safeParse({ ...profile, companyRegisteredAs: 'OPC' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(fieldErrorsOf(parsed.error))).toEqual(['pan']);
  });
});

describe('helpers', () => {
  it('maps the form role to the company role and back', () => {
    expect(ROLES.map(roleToCompanyRole)).toEqual(['seller', 'buyer', 'both']);
    expect(ROLES.map((role) => companyRoleToRole(roleToCompanyRole(role)))).toEqual([...ROLES]);
  });

  it('lists start-ups and DPIIT-recognised companies as start-ups, everyone else as MSMEs', () => {
    expect(enterpriseTypeFor({ companyRegisteredAs: 'Startups', dpiitRegistration: null })).toBe('startup');
    expect(enterpriseTypeFor({ companyRegisteredAs: 'LLP', dpiitRegistration: 'DIPP12345' })).toBe('startup');
    expect(enterpriseTypeFor({ companyRegisteredAs: 'LLP', dpiitRegistration: null })).toBe('msme');
  });

  it('reads only the form fields, every support need, and drops NUL characters', () => {
    const form = new FormData();
    form.set('firstName', 'As\u0000ha');
    form.set('isAdmin', 'true');
    form.append('lookingForSupport', 'Buyers');
    form.append('lookingForSupport', 'Sellers');
    form.set('photos', new Blob(['x']), 'a.png');
    form.set('password', 'kept for the schema');
    expect(registrationValuesFromForm(form)).toEqual({ firstName: 'Asha', password: 'kept for the schema', lookingForSupport: ['Buyers', 'Sellers'] });
  });
});

describe('consent to the privacy notice (DPDP Act 2023 s.6)', () => {
  it('refuses a registration whose consent box is not ticked, on the box, with the message', () => {
    expect(errorsFor({ consent: '' })).toEqual({ consent: CONSENT_REQUIRED });
    const { consent: _ticked, ...unticked } = valid;
    expect(registrationSchema(YEAR).safeParse(unticked).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['consent', CONSENT_REQUIRED]]);
  });

  it('takes the optional notification emails as a yes only when ticked, and shows both boxes on step 3', () => {
    expect(registrationSchema(YEAR).parse(valid).consentNotificationEmails).toBe(false);
    expect(registrationSchema(YEAR).parse({ ...valid, consentNotificationEmails: 'on' }).consentNotificationEmails).toBe(true);
    expect(stepOfField('consent')).toBe(2);
    expect(stepOfField('consentNotificationEmails')).toBe(2);
  });

  it('never keeps the consent boxes in the draft', () => {
    const form = new FormData();
    form.set('companyName', 'Rao Agro Works');
    form.set('consent', 'on');
    form.set('consentNotificationEmails', 'on');
    expect(registrationValuesFromForm(form)).not.toHaveProperty('consent');
    expect(registrationValuesFromForm(form)).not.toHaveProperty('consentNotificationEmails');
  });
});
