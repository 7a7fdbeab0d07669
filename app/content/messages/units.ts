import type { InquiryUnit } from '~/domain/inquiry';
import type { Unit } from '~/domain/listing';
import { defineMessages, type MessageTexts } from './define';

/**
 * Units of measure and of time, in words (issue 19). The stored value of a unit stays its English
 * code ("kg", "pack"); pages show its name in their language.
 * - Keyed by the code itself: the short name shown after a number or a price ("50 pack",
 *   "₹82/kg"); English is the code, so English pages read exactly as before. The `errors` lookup
 *   names a `{unit}` placeholder by these (app/domain/translate.ts).
 * - `choice` + the code in camel case: the longer name a unit picker shows ("kilogram (kg)").
 * - `duration…`: the waits and reply times the services write in words ("3 minutes"), for `{wait}`
 *   and `{time}` placeholders.
 */
const shortNames = {
  kg: { en: 'kg', hi: 'किलो' },
  gram: { en: 'gram', hi: 'ग्राम' },
  quintal: { en: 'quintal', hi: 'क्विंटल' },
  tonne: { en: 'tonne', hi: 'टन' },
  piece: { en: 'piece', hi: 'पीस' },
  pair: { en: 'pair', hi: 'जोड़ी' },
  dozen: { en: 'dozen', hi: 'दर्जन' },
  set: { en: 'set', hi: 'सेट' },
  box: { en: 'box', hi: 'बॉक्स' },
  carton: { en: 'carton', hi: 'कार्टन' },
  bag: { en: 'bag', hi: 'बोरी' },
  pack: { en: 'pack', hi: 'पैक' },
  bottle: { en: 'bottle', hi: 'बोतल' },
  litre: { en: 'litre', hi: 'लीटर' },
  millilitre: { en: 'millilitre', hi: 'मिलीलीटर' },
  metre: { en: 'metre', hi: 'मीटर' },
  roll: { en: 'roll', hi: 'रोल' },
  coil: { en: 'coil', hi: 'कॉइल' },
  sheet: { en: 'sheet', hi: 'शीट' },
  ream: { en: 'ream', hi: 'रीम' },
  'sq ft': { en: 'sq ft', hi: 'वर्ग फ़ुट' },
  'square metre': { en: 'square metre', hi: 'वर्ग मीटर' },
  unit: { en: 'unit', hi: 'इकाई' },
} as const satisfies Record<Unit | InquiryUnit, MessageTexts>;

/** The picker's names, as app/domain/listing.ts UNITS lists them in English. */
const choiceNames = {
  choiceKg: { en: 'kilogram (kg)', hi: 'किलोग्राम (kg)' },
  choiceGram: { en: 'gram', hi: 'ग्राम' },
  choiceQuintal: { en: 'quintal (100 kg)', hi: 'क्विंटल (100 kg)' },
  choiceTonne: { en: 'tonne', hi: 'टन' },
  choicePiece: { en: 'piece', hi: 'पीस' },
  choicePair: { en: 'pair', hi: 'जोड़ी' },
  choiceDozen: { en: 'dozen', hi: 'दर्जन' },
  choiceSet: { en: 'set', hi: 'सेट' },
  choiceBox: { en: 'box', hi: 'बॉक्स' },
  choiceCarton: { en: 'carton', hi: 'कार्टन' },
  choiceBag: { en: 'bag', hi: 'बोरी' },
  choicePack: { en: 'pack', hi: 'पैक' },
  choiceBottle: { en: 'bottle', hi: 'बोतल' },
  choiceLitre: { en: 'litre', hi: 'लीटर' },
  choiceMillilitre: { en: 'millilitre (ml)', hi: 'मिलीलीटर (ml)' },
  choiceMetre: { en: 'metre', hi: 'मीटर' },
  choiceRoll: { en: 'roll', hi: 'रोल' },
  choiceCoil: { en: 'coil', hi: 'कॉइल' },
  choiceSheet: { en: 'sheet', hi: 'शीट' },
  choiceReam: { en: 'ream', hi: 'रीम' },
  choiceSqFt: { en: 'square foot (sq ft)', hi: 'वर्ग फ़ुट (sq ft)' },
  choiceSquareMetre: { en: 'square metre', hi: 'वर्ग मीटर' },
} as const;

/**
 * Waits and reply times (app/services/errors.server.ts waitInWords, app/domain/response-record.ts
 * replyTimeText). Hindi uses the form that reads right before "बाद", "के अंदर" and "रुकें" alike ("1 घंटे").
 */
const durations = {
  durationSecond: { en: '{count, plural, one {# second} other {# seconds}}', hi: '{count} सेकंड' },
  durationMinute: { en: '{count, plural, one {# minute} other {# minutes}}', hi: '{count} मिनट' },
  durationHour: { en: '{count, plural, one {# hour} other {# hours}}', hi: '{count} घंटे' },
  durationDay: { en: '{count, plural, one {# day} other {# days}}', hi: '{count} दिन' },
  /** A quote's or a listing's lead time as the quote pages print it ("14 days"). */
  leadDays: { en: '{count} days', hi: '{count} दिन' },
} as const;

export default defineMessages({ ...shortNames, ...choiceNames, ...durations });
