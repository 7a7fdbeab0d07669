import { defineMessages } from './define';

/**
 * The privacy notice's table headings and fixed words (app/components/privacy/notice.tsx), used by
 * /privacy and by registration. The notice's own items are in app/content/privacy-notice(-hi).ts.
 */
export default defineMessages({
  personalData: { en: 'Personal data', hi: 'व्यक्तिगत डेटा' },
  whatWeUseItFor: { en: 'What we use it for', hi: 'हम इसका उपयोग किस लिए करते हैं' },
  consent: { en: 'Consent', hi: 'सहमति' },
  neededForAccount: { en: 'Needed for the account', hi: 'खाते के लिए ज़रूरी' },
  optional: { en: 'Optional', hi: 'वैकल्पिक' },
  whoElseReceives: { en: 'Who else receives it', hi: 'इसे और कौन पाता है' },
  retentionCaption: { en: 'Each kind of data, how long we keep it and why', hi: 'हर तरह का डेटा, हम उसे कब तक रखते हैं और क्यों' },
  data: { en: 'Data', hi: 'डेटा' },
  keptFor: { en: 'Kept for', hi: 'कब तक रखा जाता है' },
  why: { en: 'Why', hi: 'क्यों' },
  /** CONSENT_PURPOSES' labels (app/content/privacy-notice.ts), same notice version. */
  consentAccount: { en: 'Your account and your company’s presence on the marketplace', hi: 'आपका खाता और मार्केटप्लेस पर आपकी कंपनी की मौजूदगी' },
  consentNotificationEmails: {
    en: 'Emails about new leads, messages, quotes and other events in your account',
    hi: 'आपके खाते में नई लीड, संदेश, कोटेशन और दूसरी घटनाओं के बारे में ईमेल',
  },
});
