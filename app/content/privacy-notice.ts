/**
 * The privacy notice (DPDP Act 2023 s.5, DPDP Rules 2025 rule 3): the ONE place its words live.
 * Registration shows it before any field and records consent against NOTICE_VERSION; /privacy
 * shows the same items. Change a word that changes what people agree to, and NOTICE_VERSION
 * changes with it (consents keep the version they were given under).
 */

/** Bumped whenever the items, purposes or recipients change. Stored with every consent. */
export const NOTICE_VERSION = '2026-11-25';

/**
 * What a person can consent to. `account` is needed for the account itself (withdrawing it means
 * deleting the account); the others are optional and can be withdrawn in the account's settings.
 */
export const CONSENT_PURPOSES = {
  account: {
    label: 'Your account and your company’s presence on the marketplace',
    required: true,
  },
  notification_emails: {
    label: 'Emails about new leads, messages, quotes and other events in your account',
    required: false,
  },
} as const;
export type ConsentPurpose = keyof typeof CONSENT_PURPOSES;

export interface NoticeItem {
  /** The personal data, itemised. */
  data: string;
  /** What it is used for: the specified purpose. */
  purpose: string;
  /** Which consent it falls under. */
  consent: ConsentPurpose;
}

/** What we ask for at registration or collect as you use the site, and why: one row per kind of data. */
export const NOTICE_ITEMS: readonly NoticeItem[] = [
  {
    data: 'Your first and last name, designation, email address and mobile number',
    purpose: 'To create your login, confirm your email address, send you account emails (such as a password reset), and let the buyers or suppliers you deal with reach you.',
    consent: 'account',
  },
  {
    data: 'Your password',
    purpose: 'To let you sign in. We keep only a one-way hash of it, never the password itself.',
    consent: 'account',
  },
  {
    data: 'Company name, address, website, year of establishment, legal form, business type, role, category and sub category',
    purpose: 'To show your company’s profile to buyers and suppliers, and to match your company with buy requirements and searches.',
    consent: 'account',
  },
  {
    data: 'PAN, GST number (GSTIN), Udyam number and DPIIT recognition number',
    purpose: 'To confirm that the business is real (buyers see which of these identifiers we could confirm), and to print GST tax invoices for plan payments.',
    consent: 'account',
  },
  {
    data: 'Product names, photos and listings you add',
    purpose: 'To publish your catalogue on the marketplace.',
    consent: 'account',
  },
  {
    data: 'Inquiries, messages, quotes, purchase orders, reviews and reports you send',
    purpose: 'To deliver them to the other side and keep the record of the deal for both of you.',
    consent: 'account',
  },
  {
    data: 'Plan payments and GST tax invoices',
    purpose: 'To bill your membership and keep the tax records the law requires.',
    consent: 'account',
  },
  {
    data: 'The network address (IP address) of your device and the times you sign in or agree to this notice',
    purpose: 'To guard your account against misuse (sign-in limits, sessions) and to prove when and under which notice you gave consent.',
    consent: 'account',
  },
  {
    data: 'Your email address, for notification emails',
    purpose: 'Optional: to email you when a lead, message, quote or other event arrives in your account. Without it, notifications still appear on the site.',
    consent: 'notification_emails',
  },
];

/** Who else receives personal data, and only when. */
export const NOTICE_RECIPIENTS: readonly string[] = [
  'The buyers and suppliers you deal with, and your company’s team members, see what the deal needs; a supplier sees a buyer’s email and mobile only when the buyer shares them.',
  'Our email provider delivers our emails; SMS and WhatsApp providers only if you turn those messages on.',
  'Our payment provider processes plan payments; it receives the order and the amount, never your password.',
  'When you press “Autofill with AI”, the company name and the chosen category are sent to our AI provider to suggest product names.',
  'We never sell personal data.',
];

export interface NoticeSection {
  heading: string;
  paragraphs: readonly string[];
}

/** How to withdraw, use your rights and complain: links are paths inside the site. */
export const NOTICE_RIGHTS: readonly NoticeSection[] = [
  {
    heading: 'Withdrawing consent',
    paragraphs: [
      'You can withdraw the optional consent for notification emails at any time on Account → Privacy (/account/privacy), as easily as you gave it.',
      'The consent for your account is needed to run the account itself: to withdraw it, delete your account on Account → Your data (/account/data). Withdrawing does not make past processing unlawful, and we keep only what the law requires us to keep (see the retention schedule).',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and download all the personal data we hold about you, correct it, and ask us to erase it: on Account → Your data (/account/data), or in your profile (/account) for corrections.',
      'You can name another person to use these rights for you if you die or cannot act (DPDP Act 2023 s.14): write to the Grievance Officer.',
    ],
  },
  {
    heading: 'Complaints',
    paragraphs: [
      'Write to our Grievance Officer first (/grievance-officer): the page gives their name, email, phone and address, and the period within which we answer.',
      'If you are not satisfied with our answer, you can complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023.',
    ],
  },
];

/** The notice's rights in one line each, shown with the items at registration (the full text is on /privacy). */
export const NOTICE_RIGHTS_IN_SHORT: readonly string[] = [
  'Withdraw consent: optional emails on /account/privacy; the consent for the account ends by deleting the account on /account/data.',
  'Your rights: see, download, correct or erase your data on /account/data and /account.',
  'Complaints: to our Grievance Officer on /grievance-officer, then to the Data Protection Board of India.',
];
