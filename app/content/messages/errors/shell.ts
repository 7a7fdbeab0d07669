import { defineMessages } from '../define';

/**
 * The shell's and the login form's domain texts. (The `errors` namespace: see ./index.ts.)
 * Texts the domain and the services produce in English (validation messages, refusals): each KEY is
 * the exact English text (with `{name}` where the text carries a value), so a message from a zod
 * schema or a service is shown in Hindi on a Hindi page without the domain knowing the language.
 */
export default defineMessages({
  'We could not find that page. Try the search or go back to the home page.': {
    en: 'We could not find that page. Try the search or go back to the home page.',
    hi: 'हमें वह पेज नहीं मिला। खोज आज़माएँ या होम पेज पर लौटें।',
  },
  'Enter your password': { en: 'Enter your password', hi: 'अपना पासवर्ड डालें' },
  'A password can be at most 128 characters': { en: 'A password can be at most 128 characters', hi: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है' },
});
