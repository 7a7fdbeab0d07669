import { describe, expect, it } from 'vitest';
import { chatLanguage, detectIntent, extractQuantity, searchPhrases } from './chat-understanding';

describe('the language the assistant answers in (issue 19)', () => {
  it('answers Devanagari in Hindi, on any page', () => {
    for (const message of ['मुझे 500 किलो आटा चाहिए', 'नमस्ते', 'basmati चावल का भाव क्या है?']) {
      expect(chatLanguage(message, 'en'), message).toBe('hi');
      expect(chatLanguage(message, 'hi'), message).toBe('hi');
    }
  });

  it('answers Hinglish in Hindi', () => {
    for (const message of ['mujhe 500 kilo atta chahiye', 'basmati rice ka rate kya hai', 'namaste ji', 'registration kaise karna hai', 'dal milegi?']) {
      expect(chatLanguage(message, 'en'), message).toBe('hi');
    }
  });

  it('answers English in English, even on a Hindi page', () => {
    for (const message of ['I need 500 kg of basmati rice', 'What are the membership plans?', 'hello', 'Do you have cotton fabric in Surat?']) {
      expect(chatLanguage(message, 'hi'), message).toBe('en');
    }
  });

  it('follows the page for a message that says nothing either way', () => {
    for (const message of ['basmati rice', '500 kg', 'Surat']) {
      expect(chatLanguage(message, 'hi'), message).toBe('hi');
      expect(chatLanguage(message, 'en'), message).toBe('en');
    }
  });
});

describe('Hindi messages are understood', () => {
  it('finds the intent in Devanagari and Hinglish', () => {
    expect(detectIntent('नमस्ते', false)).toBe('greeting');
    expect(detectIntent('धन्यवाद जी', false)).toBe('thanks');
    expect(detectIntent('सदस्यता प्लान की फ़ीस कितनी है?', false)).toBe('plans');
    expect(detectIntent('रजिस्टर कैसे करें, कौन से दस्तावेज़ चाहिए?', false)).toBe('registration');
    expect(detectIntent('क्या सप्लायर सत्यापित हैं?', false)).toBe('verification');
    expect(detectIntent('मुझे किसी से बात करनी है', false)).toBe('contact');
    expect(detectIntent('पैसा वापस कैसे मिलेगा?', false)).toBe('trade_assurance');
    expect(detectIntent('मुझे आटा चाहिए', false)).toBe('product');
    expect(detectIntent('mujhe kisi se baat karni hai', false)).toBe('contact');
  });

  it('reads Hindi units and keeps Devanagari words to search with', () => {
    expect(extractQuantity('मुझे 500 किलो आटा चाहिए')).toMatchObject({ amount: 500, unit: 'kg' });
    const quantity = extractQuantity('मुझे 500 किलो आटा चाहिए');
    expect(searchPhrases('मुझे 500 किलो आटा चाहिए', quantity, undefined)).toEqual(['आटा']);
    expect(searchPhrases('mujhe basmati chawal chahiye', undefined, undefined)[0]).toBe('basmati chawal');
    expect(searchPhrases('दाल और घी का भाव', undefined, undefined)).toEqual(expect.arrayContaining(['दाल', 'घी']));
  });

  it('still reads English as before', () => {
    expect(detectIntent('hello', false)).toBe('greeting');
    expect(extractQuantity('1,000 pieces')).toMatchObject({ amount: 1000, unit: 'piece' });
    expect(searchPhrases('I need 500 kg basmati rice', extractQuantity('I need 500 kg basmati rice'), undefined)[0]).toBe('basmati rice');
  });
});
