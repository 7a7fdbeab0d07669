import { defineMessages } from '../define';

/**
 * Refusals that ask someone to wait (rate limits) and the generic 429/503 texts
 * (app/services/errors.server.ts), keyed by the exact English. `{wait}` is a duration the services
 * write in words ("15 minutes", waitInWords) and is shown in the page's language.
 */
export default defineMessages({
  'Too many attempts. Please wait a little and try again.': { en: 'Too many attempts. Please wait a little and try again.', hi: 'बहुत ज़्यादा कोशिशें हुईं। कृपया थोड़ी देर रुकें और फिर कोशिश करें।' },
  'This service is not available right now. Please try again in a few minutes.': {
    en: 'This service is not available right now. Please try again in a few minutes.',
    hi: 'यह सेवा अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
  'Too many attempts. Try again in {wait}.': { en: 'Too many attempts. Try again in {wait}.', hi: 'बहुत ज़्यादा कोशिशें हुईं। {wait} बाद फिर कोशिश करें।' },
  'Too many checkout attempts. Try again in {wait}.': { en: 'Too many checkout attempts. Try again in {wait}.', hi: 'चेकआउट की बहुत ज़्यादा कोशिशें हुईं। {wait} बाद फिर कोशिश करें।' },
  'Too many requests from your network. Please try again in {wait}.': { en: 'Too many requests from your network. Please try again in {wait}.', hi: 'आपके नेटवर्क से बहुत ज़्यादा अनुरोध आए हैं। कृपया {wait} बाद फिर कोशिश करें।' },
  'You can download your data {count} times an hour. Try again in {wait}.': { en: 'You can download your data {count} times an hour. Try again in {wait}.', hi: 'आप एक घंटे में {count} बार अपना डेटा डाउनलोड कर सकते हैं। {wait} बाद फिर कोशिश करें।' },
  'Too many wrong passwords. Please wait {wait} and try again.': { en: 'Too many wrong passwords. Please wait {wait} and try again.', hi: 'बहुत बार ग़लत पासवर्ड डाला गया। कृपया {wait} रुकें और फिर कोशिश करें।' },
  'Too many reset requests. Please wait {wait} and try again.': { en: 'Too many reset requests. Please wait {wait} and try again.', hi: 'पासवर्ड रीसेट के बहुत ज़्यादा अनुरोध आए। कृपया {wait} रुकें और फिर कोशिश करें।' },
  'You have sent many reports recently. Please wait {wait} before sending another; the ones you sent are with our moderators.': {
    en: 'You have sent many reports recently. Please wait {wait} before sending another; the ones you sent are with our moderators.',
    hi: 'आपने हाल में कई शिकायतें भेजी हैं। अगली शिकायत भेजने से पहले कृपया {wait} रुकें; भेजी गई शिकायतें हमारे मॉडरेटरों के पास हैं।',
  },
  'Too many photos uploaded from here: at most {max} photos ({megabytes} MB) an hour. Please wait {wait} and try again.': {
    en: 'Too many photos uploaded from here: at most {max} photos ({megabytes} MB) an hour. Please wait {wait} and try again.',
    hi: 'यहाँ से बहुत ज़्यादा फ़ोटो अपलोड हुईं: एक घंटे में अधिकतम {max} फ़ोटो ({megabytes} MB)। कृपया {wait} रुकें और फिर कोशिश करें।',
  },
  'Too many files uploaded from here: at most {max} files ({megabytes} MB) an hour. Please wait {wait} and try again.': {
    en: 'Too many files uploaded from here: at most {max} files ({megabytes} MB) an hour. Please wait {wait} and try again.',
    hi: 'यहाँ से बहुत ज़्यादा फ़ाइलें अपलोड हुईं: एक घंटे में अधिकतम {max} फ़ाइलें ({megabytes} MB)। कृपया {wait} रुकें और फिर कोशिश करें।',
  },
  'Too many suggestions asked for. Please wait {seconds} seconds and try again.': {
    en: 'Too many suggestions asked for. Please wait {seconds} seconds and try again.',
    hi: 'बहुत ज़्यादा सुझाव माँगे गए। कृपया {seconds} सेकंड रुकें और फिर कोशिश करें।',
  },
});
