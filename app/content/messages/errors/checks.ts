import { defineMessages } from '../define';

/**
 * The reasons a company's checks carry (app/domain/verification-checks.ts automaticResults,
 * app/services/trust/verification-review.server.ts), shown in the checks table; keyed by the exact
 * English. A reason a reviewer typed is shown as written.
 */
export default defineMessages({
  'The GSTIN’s check character and state code are valid.': { en: 'The GSTIN’s check character and state code are valid.', hi: 'GSTIN का चेक अक्षर और राज्य कोड सही हैं।' },
  'The PAN inside the GSTIN cannot be read because the GSTIN is not valid.': {
    en: 'The PAN inside the GSTIN cannot be read because the GSTIN is not valid.',
    hi: 'GSTIN सही नहीं है, इसलिए उसके अंदर का PAN पढ़ा नहीं जा सकता।',
  },
  'Characters 3–12 of the GSTIN are the PAN the company gave.': { en: 'Characters 3–12 of the GSTIN are the PAN the company gave.', hi: 'GSTIN के अक्षर 3–12 वही PAN हैं जो कंपनी ने दिया।' },
  'Characters 3–12 of the GSTIN are {inside}, but the company gave the PAN {pan}.': {
    en: 'Characters 3–12 of the GSTIN are {inside}, but the company gave the PAN {pan}.',
    hi: 'GSTIN के अक्षर 3–12 {inside} हैं, पर कंपनी ने PAN {pan} दिया।',
  },
  'The Udyam registration number has the official format.': { en: 'The Udyam registration number has the official format.', hi: 'Udyam पंजीकरण नंबर सरकारी प्रारूप में है।' },
  'The DPIIT recognition number has the official format.': { en: 'The DPIIT recognition number has the official format.', hi: 'DPIIT मान्यता नंबर सरकारी प्रारूप में है।' },
  // A match reason recorded before the verification levels (rows from then still show it).
  'Company identity reviewed by TradeSetu': { en: 'Company identity reviewed by TradeSetu', hi: 'कंपनी की पहचान TradeSetu ने जाँची' },
  'Uploaded; waiting for a TradeSetu reviewer.': { en: 'Uploaded; waiting for a TradeSetu reviewer.', hi: 'अपलोड हो गया; TradeSetu के समीक्षक का इंतज़ार है।' },
});
