import type { Locale } from '~/domain/locale';
import { gstStates, stateByGstCode, stateBySlug } from '~/domain/india-states';

/**
 * The states' and union territories' names in Hindi, by GST state code (app/domain/india-states.ts
 * keeps the official English names GST documents print). For pickers and text on Hindi pages.
 */
const STATE_NAMES_HI: Readonly<Record<string, string>> = {
  '01': 'जम्मू और कश्मीर',
  '02': 'हिमाचल प्रदेश',
  '03': 'पंजाब',
  '04': 'चंडीगढ़',
  '05': 'उत्तराखंड',
  '06': 'हरियाणा',
  '07': 'दिल्ली',
  '08': 'राजस्थान',
  '09': 'उत्तर प्रदेश',
  '10': 'बिहार',
  '11': 'सिक्किम',
  '12': 'अरुणाचल प्रदेश',
  '13': 'नागालैंड',
  '14': 'मणिपुर',
  '15': 'मिज़ोरम',
  '16': 'त्रिपुरा',
  '17': 'मेघालय',
  '18': 'असम',
  '19': 'पश्चिम बंगाल',
  '20': 'झारखंड',
  '21': 'ओडिशा',
  '22': 'छत्तीसगढ़',
  '23': 'मध्य प्रदेश',
  '24': 'गुजरात',
  '25': 'दमन और दीव',
  '26': 'दादरा और नगर हवेली और दमन और दीव',
  '27': 'महाराष्ट्र',
  '28': 'आंध्र प्रदेश (विभाजन से पहले)',
  '29': 'कर्नाटक',
  '30': 'गोवा',
  '31': 'लक्षद्वीप',
  '32': 'केरल',
  '33': 'तमिलनाडु',
  '34': 'पुडुचेरी',
  '35': 'अंडमान और निकोबार द्वीपसमूह',
  '36': 'तेलंगाना',
  '37': 'आंध्र प्रदेश',
  '38': 'लद्दाख',
  '97': 'अन्य क्षेत्र',
};

/** A state's name in a language, from its GST code; the code itself when no state has it. */
export function stateName(gstCode: string, locale: Locale): string {
  const english = stateByGstCode(gstCode)?.name;
  if (locale === 'hi') return STATE_NAMES_HI[gstCode] ?? english ?? gstCode;
  return english ?? gstCode;
}

/** A state's name in a language, from its slug (the search filter's value); the slug when unknown. */
export function stateNameOfSlug(slug: string, locale: Locale): string {
  const state = stateBySlug(slug);
  return state ? stateName(state.gstCode, locale) : slug;
}

/**
 * A state's name in a language, from its English name as a domain message writes it ("This GSTIN
 * is registered in Maharashtra…"); the text as it came when it names no state.
 */
export function stateNameOfEnglish(name: string, locale: Locale): string {
  const state = gstStates.find((candidate) => candidate.name === name);
  return state ? stateName(state.gstCode, locale) : name;
}
