import { randomBytes, randomInt } from 'node:crypto';
import { gstinCheckCharacter } from '~/domain/india-ids';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS.charAt(randomInt(26));

/** A fresh, valid firm PAN (4th letter F) and the matching Maharashtra GSTIN. */
export function uniqueIds() {
  const pan = `${letter()}${letter()}${letter()}F${letter()}${String(randomInt(1, 10000)).padStart(4, '0')}${letter()}`;
  const first14 = `27${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckCharacter(first14)}` };
}

/** A complete, valid registration as the form would post it. */
export function validRegistration(category: number, subCategory: number, overrides: Record<string, string | string[]> = {}) {
  const { pan, gstin } = uniqueIds();
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: `asha.${randomBytes(4).toString('hex')}@example.in`,
    mobile: '98765 43210',
    companyName: 'Rao Agro Works',
    designation: 'Partner',
    address: '12 MG Road, Pune',
    website: 'raoagro.in',
    pan,
    yearOfEstablishment: '2012',
    password: 'seed-trays-and-soil',
    confirmPassword: 'seed-trays-and-soil',
    companyRegisteredAs: 'Partnership Firm',
    dpiitRegistration: 'Not registered',
    udyamNumber: 'UDYAM-MH-33-0012345',
    gstNumber: gstin,
    businessType: 'Manufacturing Sector',
    role: 'Seller',
    category: String(category),
    subCategory: String(subCategory),
    product1: 'Drip irrigation kit',
    product2: '',
    product3: 'Seed trays',
    product4: '',
    product5: '',
    lookingForSupport: ['Buyers', 'Distributors'],
    // The privacy notice's consent boxes (issue 18): the account's own and the optional notification emails.
    consent: 'on',
    consentNotificationEmails: 'on',
    ...overrides,
  };
}
