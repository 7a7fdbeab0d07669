import { describe, expect, it } from 'vitest';
import type { ChatIntent } from '~/domain/chat-understanding';
import { answerWithAssistant } from '~/services/chat/assistant.server';

/**
 * The built-in assistant's test set: visitor messages with the intent they express and the facts
 * (from the seeded database) the answer must contain. bench/RESULTS.md reports the accuracy.
 */
interface Case {
  message: string;
  intent: ChatIntent;
  facts: string[];
}

const cases: Case[] = [
  // Find a product or supplier: top matches from the real search, with quantity and place.
  { message: 'I need 500 kg basmati rice', intent: 'product', facts: ['Basmati Rice', '500 kg', '/product/'] },
  { message: 'Looking for tomato seeds suppliers', intent: 'product', facts: ['Tomato Seeds'] },
  { message: 'Do you have LED bulbs?', intent: 'product', facts: ['LED Bulb'] },
  { message: 'need 1000 pieces of LED bulbs in Uttar Pradesh', intent: 'product', facts: ['LED Bulb', '1000 pieces', 'Uttar Pradesh'] },
  { message: 'Where can I buy an air fryer wholesale?', intent: 'product', facts: ['Air Fryer'] },
  { message: 'solar inverter price', intent: 'product', facts: ['Solar Inverter', '₹'] },
  { message: 'I want turmeric powder, 2 tonnes', intent: 'product', facts: ['Turmeric Powder', '2 tonnes'] },
  { message: 'kolhapuri chappal suppliers', intent: 'product', facts: ['Kolhapuri Chappal'] },
  { message: 'pulse oximeter for our hospital', intent: 'product', facts: ['Pulse Oximeter'] },
  { message: 'Neem oil manufacturers in India', intent: 'product', facts: ['Neem Oil'] },
  { message: 'Banarasi silk saree wholesale', intent: 'product', facts: ['Banarasi Silk Saree'] },
  { message: 'desi ghee 200 litres', intent: 'product', facts: ['Desi Cow Ghee', '200 litres'] },
  { message: 'programmable logic controller for my factory', intent: 'product', facts: ['Programmable Logic Controller'] },
  { message: 'cordless drill', intent: 'product', facts: ['Cordless Drill'] },
  { message: 'nitrile gloves 10,000 pairs', intent: 'product', facts: ['Nitrile Examination Gloves', '10,000 pairs'] },
  { message: 'hand sanitizer bulk order', intent: 'product', facts: ['Hand Sanitizer'] },
  { message: 'wooden toys from Karnataka', intent: 'product', facts: ['Channapatna Wooden Toys', 'Karnataka'] },
  { message: 'leather wallet', intent: 'product', facts: ['Leather Wallet'] },
  { message: 'jute hessian cloth 5000 metres', intent: 'product', facts: ['Jute Hessian Cloth', '5000 metres'] },
  { message: 'khadi fabric suppliers in Gujarat', intent: 'product', facts: ['Khadi Fabric', 'Gujarat'] },
  { message: 'Assam tea', intent: 'product', facts: ['Assam CTC Tea'] },
  { message: 'mixer grinder', intent: 'product', facts: ['Mixer Grinder'] },
  { message: 'solar panels for rooftop', intent: 'product', facts: ['Monocrystalline Solar Panel'] },
  { message: 'biomass pellets', intent: 'product', facts: ['Biomass Pellets'] },
  { message: 'agarbatti 100 boxes', intent: 'product', facts: ['Agarbatti', '100 boxes'] },
  { message: 'Madhubani painting', intent: 'product', facts: ['Madhubani Painting'] },
  { message: 'school bags for kids', intent: 'product', facts: ['School Backpack'] },
  { message: 'tamatar beej', intent: 'product', facts: ['Tomato Seeds'] },
  { message: 'I need a verified supplier of cotton yarn', intent: 'product', facts: ['Combed Cotton Yarn'] },
  { message: 'cumin seeds price in Rajasthan', intent: 'product', facts: ['Cumin Seeds', 'Rajasthan'] },
  { message: 'oxygen concentrator', intent: 'product', facts: ['Oxygen Concentrator'] },
  { message: 'basmati rice suppliers in Pune', intent: 'product', facts: ['Basmati Rice', 'Pune'] },
  { message: 'I want to buy unobtainium', intent: 'product', facts: ['could not find', '/contact'] },
  // Plans and prices from the plans table, with GST explained.
  { message: 'What are your membership plans?', intent: 'plans', facts: ['Basic Pack: ₹5,900', 'Premium Pack: ₹11,800', 'Elite Pack: ₹17,700'] },
  { message: 'How much is the Basic Pack?', intent: 'plans', facts: ['Basic Pack: ₹5,900 per annum (₹5,000 + ₹900 GST)'] },
  { message: 'premium plan price with GST', intent: 'plans', facts: ['₹10,000 + ₹1,800 GST'] },
  { message: 'Does the elite pack include global tenders?', intent: 'plans', facts: ['Elite Pack', 'Global Tenders Services'] },
  { message: 'subscription cost', intent: 'plans', facts: ['₹5,900', '/subscription'] },
  { message: 'Is GST included in the plan price?', intent: 'plans', facts: ['including 18% GST', 'CGST 9% + SGST 9%', 'IGST 18%'] },
  { message: 'which plan has online master classes', intent: 'plans', facts: ['Online Master Classes'] },
  // Registration and documents.
  { message: 'How do I register?', intent: 'registration', facts: ['/register'] },
  { message: 'What documents are needed to sign up?', intent: 'registration', facts: ['PAN', 'GSTIN', 'Udyam'] },
  { message: 'I want to sell on your platform', intent: 'registration', facts: ['/register', 'seller'] },
  { message: 'Do I need a DPIIT number to join?', intent: 'registration', facts: ['DPIIT', 'not registered'] },
  { message: 'how to create an account as a seller', intent: 'registration', facts: ['/register'] },
  // Verification and trade assurance.
  { message: 'Are your suppliers verified?', intent: 'verification', facts: ['Documents reviewed', 'Identifiers checked', 'not checked yet', '/verified-supplier-info'] },
  { message: 'How do I know a supplier is genuine?', intent: 'verification', facts: ['GSTIN'] },
  { message: 'what does the verified badge mean', intent: 'verification', facts: ['GST registration'] },
  { message: 'What is trade assurance?', intent: 'trade_assurance', facts: ['UPI', 'net banking', 'escrow', '/trade-assurance-info'] },
  { message: 'Is payment by UPI safe?', intent: 'trade_assurance', facts: ['UPI'] },
  { message: 'What if my goods arrive damaged?', intent: 'trade_assurance', facts: ['no protection from us against products or shipping', 'use “Report” on the supplier’s page'] },
  { message: 'Do you offer escrow payments?', intent: 'trade_assurance', facts: ['not held in escrow', 'pay suppliers directly'] },
  // Contact a human.
  { message: 'I want to talk to a human', intent: 'contact', facts: ['/contact'] },
  { message: 'Can someone call me back?', intent: 'contact', facts: ['/contact', '+91 80 4000 0000'] },
  { message: 'What is your customer care number?', intent: 'contact', facts: ['+91 80 4000 0000'] },
  { message: 'How can I contact your team?', intent: 'contact', facts: ['support@tradesetu.example'] },
  // Small talk and what it does not know: it says so and offers the contact form.
  { message: 'Hello', intent: 'greeting', facts: ['find products and suppliers'] },
  { message: 'Namaste!', intent: 'greeting', facts: ['find products and suppliers'] },
  { message: 'Thank you', intent: 'thanks', facts: ['/contact'] },
  { message: "What's the weather in Mumbai today?", intent: 'unknown', facts: ['not sure', '/contact'] },
  { message: 'Tell me a joke', intent: 'unknown', facts: ['not sure', '/contact'] },
  { message: 'Who won the cricket match yesterday?', intent: 'unknown', facts: ['not sure', '/contact'] },
  // Written after the assistant, run once before any change for it (bench/RESULTS.md), then kept.
  { message: 'Can you get me 300 safety helmets?', intent: 'product', facts: ['Safety Helmet'] },
  { message: 'price list for cotton kurtis', intent: 'product', facts: ['Printed Cotton Kurti'] },
  { message: 'Is there a supplier of rose water in Kannauj?', intent: 'product', facts: ['1. [Rose Water]', 'Kannauj'] },
  { message: 'I am a startup, can I join without GST?', intent: 'registration', facts: ['/register', 'DPIIT'] },
  { message: "what's included in basic", intent: 'plans', facts: ['Basic Pack: ₹5,900', 'Directory of members'] },
  { message: 'How long does delivery take?', intent: 'unknown', facts: ['/contact'] },
  { message: 'Need CCTV cameras for office', intent: 'product', facts: ['CCTV Dome Camera'] },
  { message: 'Do you charge commission on sales?', intent: 'unknown', facts: ['not sure', '/contact'] },
  { message: "I'd like to speak with your sales team", intent: 'contact', facts: ['/contact'] },
  { message: 'Are the sellers on this site legit?', intent: 'verification', facts: ['Documents reviewed', 'lists its checks with their dates'] },
  { message: 'Can I pay with net banking?', intent: 'trade_assurance', facts: ['net banking'] },
  { message: 'I need a wet grinder in Coimbatore', intent: 'product', facts: ['Table Top Wet Grinder', 'Coimbatore'] },
  { message: 'looking for a manufacturer of brass diyas', intent: 'product', facts: ['Brass Diya Set'] },
  { message: "What's your refund policy?", intent: 'trade_assurance', facts: ['/contact'] },
  { message: 'good morning', intent: 'greeting', facts: ['find products and suppliers'] },
];


describe('built-in assistant test set', () => {
  it('has at least 50 visitor messages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)('"$message" → $intent', async ({ message, intent, facts }) => {
    const answer = await answerWithAssistant(message);
    expect(answer.intent).toBe(intent);
    for (const fact of facts) expect(answer.text).toContain(fact);
  });

  it('reads quantities and places out of the message', async () => {
    const answer = await answerWithAssistant('need 1,500 kg turmeric powder delivered in Erode, Tamil Nadu');
    expect(answer.quantity).toMatchObject({ amount: 1500, unit: 'kg' });
    expect(answer.place).toMatchObject({ name: 'Tamil Nadu', kind: 'state', stateCode: '33' });
  });

  it('never quotes a plan price the database does not hold', async () => {
    const answer = await answerWithAssistant('plans and prices');
    const prices = [...answer.text.matchAll(/(\w+ Pack): (₹[\d,]+)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(prices.sort()).toEqual(['Basic Pack ₹5,900', 'Elite Pack ₹17,700', 'Premium Pack ₹11,800']);
  });
});
