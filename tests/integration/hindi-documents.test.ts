import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquirySchema } from '~/domain/inquiry';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { seedDemoAccounts } from '../../seed/demo-accounts';
import * as poPdf from '~/routes/purchase-orders.$number.pdf';
import { requestPasswordReset, sendVerificationEmail } from '~/services/accounts/tokens.server';
import { sampleInvoice } from './support/sample-invoice';
import { invoicePdf } from '~/services/billing/pdf.server';
import { db, transaction } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { sendDigests } from '~/services/notifications/digest.server';
import { listNotifications } from '~/services/notifications/notification-centre.server';
import { notifyUser } from '~/services/notifications/notify.server';
import { saveNotificationSettings } from '~/services/notifications/preferences.server';
import { acceptQuote } from '~/services/requirements/decisions.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { flat, pdfText } from './support/pdf-text';
import { insertQuote, insertRequirement, newBuyer, newSupplier, quoteInput } from './support/requirement-fixtures';
import { answerOf, callRoute, requestAs } from './support/route-call';

/** Issue 19: emails, notifications and PDFs in the recipient's language; English stays as it was. */

async function member(locale: 'en' | 'hi', name = 'Anil Desai') {
  const [user] = await db()
    .insert(users)
    .values({ email: `member-${randomBytes(4).toString('hex')}@example.in`, name, passwordHash: 'not-used', locale })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

const lastEmailTo = async (address: string) => {
  const [row] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, address)).orderBy(desc(outboxEmails.id)).limit(1);
  if (!row) throw new Error(`no email to ${address}`);
  return row;
};

const ORIGIN = 'http://localhost:5173';
const DEVANAGARI = /[\u0900-\u097F]/;

describe('account emails in the member’s language', () => {
  it('a Hindi member’s reset email is in Hindi and links to the Hindi page; an English member’s is unchanged', async () => {
    const hindi = await member('hi', 'सुनीता शर्मा');
    await requestPasswordReset(hindi.email, ORIGIN, '10.0.0.1', 'TradeSetu');
    const hi = await lastEmailTo(hindi.email);
    expect(hi.subject).toBe('अपना TradeSetu पासवर्ड फिर से सेट करें');
    expect(hi.text).toMatch(/^नमस्ते सुनीता शर्मा,\n\nकिसी ने \(उम्मीद है आपने ही\)/);
    expect(hi.text).toMatch(new RegExp(`${ORIGIN}/hi/reset-password\\?token=[\\w-]{32}\\n`));
    expect(hi.text).not.toMatch(/Hello|password of your/);

    const english = await member('en');
    await requestPasswordReset(english.email, ORIGIN, '10.0.0.1', 'TradeSetu');
    const en = await lastEmailTo(english.email);
    expect(en.subject).toBe('Reset your TradeSetu password');
    const token = /token=([\w-]{32})/.exec(en.text)?.[1];
    expect(en.text).toBe(
      `Hello Anil Desai,\n\nSomeone (hopefully you) asked to reset the password of your TradeSetu account.\nOpen this link within one hour to choose a new password:\n\n${ORIGIN}/reset-password?token=${token}\n\nIf you did not ask, ignore this email; your password stays as it is.`,
    );
  });

  it('sends the registration confirmation in the language of the page the member registered on', async () => {
    const user = await member('en', 'रमेश');
    await sendVerificationEmail({ id: user.id, email: user.email, name: user.name, locale: 'hi' }, ORIGIN, 'TradeSetu');
    const hi = await lastEmailTo(user.email);
    expect(hi.subject).toBe('TradeSetu के लिए अपना ईमेल पता पक्का करें');
    expect(hi.text).toContain(`${ORIGIN}/hi/verify-email?token=`);
    await sendVerificationEmail({ id: user.id, email: user.email, name: user.name }, ORIGIN, 'TradeSetu');
    const en = await lastEmailTo(user.email);
    expect(en.subject).toBe('Confirm your email address for TradeSetu');
    expect(en.text).toMatch(new RegExp(`^Hello रमेश,\\n\\nWelcome to TradeSetu\\. Please confirm your email address by opening this link:\\n\\n${ORIGIN}/verify-email\\?token=[\\w-]{32}\\n\\nThe link works for 7 days\\.$`));
  });
});

describe('a visitor’s inquiry email', () => {
  it('is written in the language of the page the visitor used, with /hi links, their Devanagari words intact', async () => {
    await seedDemoAccounts();
    const input = inquirySchema().parse({ quantity: '500', unit: 'pack', requirement: 'पुणे तक मार्च में 20 एकड़ के लिए हाइब्रिड टमाटर के बीज चाहिए।', buyerName: 'प्रिया नायर', buyerEmail: 'visitor-hi@example.in', buyerMobile: '098765 43210', productSlug: 'tomato-seeds' });
    const sent = await sendInquiry('nashik-agro-seeds', input, { userId: null, ip: '10.0.9.1', locale: 'hi' });
    const mail = await lastEmailTo('visitor-hi@example.in');
    expect(mail.subject).toBe(`आपकी पूछताछ ${sent.reference} ${sent.supplierName} को भेज दी गई`);
    expect(mail.text).toMatch(/^नमस्ते प्रिया नायर,/);
    expect(mail.text).toContain(`रजिस्टर करें: ${siteUrlForLinks()}/hi/register`);
    expect(mail.text).toContain(`/hi/login?redirectTo=%2Fhi%2Faccount%2Fmessages`);
    expect(mail.text).not.toMatch(/Hello|Register:/);
  });
});

const notice = (dedupeKey = randomBytes(6).toString('hex')) => ({
  kind: 'message_received' as const,
  title: 'New message from राम ट्रेडर्स: Jute bags',
  body: 'क्या आप 25 किलो के बोरे में पैक कर सकते हैं?',
  link: '/account/messages/TH-7KD2M9X4',
  dedupeKey,
});

describe('notification emails and the notification list in the reader’s language', () => {
  it('a Hindi member’s notification email is in Hindi with /hi links; the user’s own words stay intact', async () => {
    const person = await member('hi', 'सुनीता शर्मा');
    await transaction((tx) => notifyUser(tx, person.id, notice()));
    const mail = await lastEmailTo(person.email);
    const site = siteUrlForLinks();
    expect(mail.subject).toBe('राम ट्रेडर्स का नया संदेश: Jute bags');
    expect(mail.text).toContain('नमस्ते सुनीता शर्मा,');
    expect(mail.text).toContain('क्या आप 25 किलो के बोरे में पैक कर सकते हैं?');
    expect(mail.text).toContain(`खोलें: ${site}/hi/account/messages/TH-7KD2M9X4`);
    expect(mail.text).toContain(`आपकी सभी सूचनाएँ: ${site}/hi/account/notifications`);
    expect(mail.text).toContain(`चुनें कि आपको क्या मिले: ${site}/hi/account/notifications/settings`);
    expect(mail.text).toContain('ऐसे ईमेल (किसी बातचीत में नया संदेश) बंद करें: ');
    expect(mail.text).not.toMatch(/Hello|Open it|You receive this/);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain(`href="${site}/hi/account/messages/TH-7KD2M9X4"`);

    const [item] = (await listNotifications(person.id, 1, 'hi')).items;
    expect(item?.title).toBe('राम ट्रेडर्स का नया संदेश: Jute bags');
    expect((await listNotifications(person.id, 1)).items[0]?.title).toBe('New message from राम ट्रेडर्स: Jute bags');
  });

  it('an English member’s notification email is unchanged', async () => {
    const person = await member('en');
    await transaction((tx) => notifyUser(tx, person.id, { ...notice(), title: 'New message from Rao Traders: Jute bags', body: 'Can you pack in 25 kg bags?' }));
    const mail = await lastEmailTo(person.email);
    const site = siteUrlForLinks();
    expect(mail.subject).toBe('New message from Rao Traders: Jute bags');
    const unsubscribe = /Stop emails like this \(a new message in a conversation\): (\S+)/.exec(mail.text)?.[1];
    expect(mail.text).toBe(
      [
        'Hello Anil Desai,',
        'New message from Rao Traders: Jute bags',
        'Can you pack in 25 kg bags?',
        `Open it: ${site}/account/messages/TH-7KD2M9X4`,
        `All your notifications: ${site}/account/notifications`,
        `— TradeSetu\nYou receive this because you have an account on TradeSetu and this is about your business on the site.\nStop emails like this (a new message in a conversation): ${unsubscribe}\nChoose what you receive: ${site}/account/notifications/settings`,
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('>Open it</a>');
  });

  it('the daily digest of a Hindi member is in Hindi, grouped under Hindi headings', async () => {
    const person = await member('hi');
    await saveNotificationSettings(person.id, { email: { message_received: 'digest' } });
    await transaction((tx) => notifyUser(tx, person.id, notice()));
    await sendDigests();
    const mail = await lastEmailTo(person.email);
    expect(mail.subject).toBe('आपका TradeSetu सारांश: 1 अपडेट');
    expect(mail.text).toContain('लीड और संदेश');
    expect(mail.text).toContain(`- राम ट्रेडर्स का नया संदेश: Jute bags\n  ${siteUrlForLinks()}/hi/account/messages/TH-7KD2M9X4`);
  });
});

/** A Hindi-named buyer in Madhya Pradesh, unregistered: invoice TS/2026-27/000124. */
function invoice() {
  return sampleInvoice({
    number: 'TS/2026-27/000124',
    sequence: 124,
    recipientName: 'श्री गणेश किराना भंडार',
    recipientAddress: 'दुकान नं. 12, सदर बाज़ार, इंदौर, मध्य प्रदेश 452001',
    recipientGstin: null,
    placeOfSupplyStateCode: '23',
  });
}

describe('Hindi PDFs', () => {
  it('a Hindi tax invoice prints every label in English and Hindi, and Devanagari fields intact', async () => {
    const text = await pdfText(await invoicePdf(invoice(), 'hi'));
    for (const line of [
      'TAX INVOICE',
      'कर बीजक',
      'Invoice No. / इनवॉइस नंबर TS/2026-27/000124',
      'Date / दिनांक: 21 Nov 2026',
      'Bill to / बिल प्राप्तकर्ता',
      'GSTIN: Unregistered / अपंजीकृत',
      'Place of supply / आपूर्ति का स्थान: Madhya Pradesh (23)',
      'Taxable value / कर योग्य मूल्य ₹10,000.00',
      'Total / कुल ₹11,800.00',
    ]) {
      expect(flat(text)).toContain(line);
    }
    // The Devanagari fields come back as typed (copy and paste, screen readers: ActualText).
    expect(text).toContain('श्री गणेश किराना भंडार');
    expect(flat(text)).toContain('दुकान नं. 12, सदर बाज़ार, इंदौर, मध्य प्रदेश 452001');
    expect(flat(text)).toContain('Amount in words / राशि शब्दों में: Rupees Eleven Thousand Eight Hundred Only');
    expect(flat(text)).toContain('ग्यारह हज़ार आठ सौ रुपये मात्र');
    expect(flat(text)).toContain('यह कंप्यूटर से बना इनवॉइस है');
  });

  it('an English tax invoice has no Hindi label', async () => {
    const text = await pdfText(await invoicePdf({ ...invoice(), recipientName: 'Asha Rao', recipientAddress: 'MG Road, Indore' }));
    expect(text).toContain('TAX INVOICE');
    expect(text).not.toMatch(DEVANAGARI);
  });

  it('the purchase order PDF is Hindi when asked for, or when the link came from a Hindi page', async () => {
    const buyer = await newBuyer('27');
    const requirement = await insertRequirement(buyer, { deliveryPin: '411001', title: 'जूट के बोरे 50 किलो' });
    const supplier = await newSupplier('29');
    const quote = await insertQuote(requirement.id, supplier, '29', [quoteInput({ unitPricePaise: 4_550, quantity: 2000, hsnCode: '6305', gstRateBp: 500, freightPaise: 250_000 })]);
    const number = (await acceptQuote(buyer, requirement.reference, quote.id)).purchaseOrderNumber;
    if (!number) throw new Error('no purchase order');
    const download = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await answerOf(callRoute(poPdf.loader as (args: never) => Promise<unknown>, await requestAs(buyer.id, path, { headers }), { number }));
      const pdfBytes = new Uint8Array(await (answer.data as Response).arrayBuffer());
      return pdfText(pdfBytes);
    };
    const asked = await download(`/purchase-orders/${number}.pdf?lang=hi`);
    expect(asked).toContain('PURCHASE ORDER');
    expect(asked).toContain('परचेज़ ऑर्डर');
    expect(flat(asked)).toContain('जूट के बोरे 50 किलो');
    expect(asked).toContain('Buyer / ख़रीदार');
    expect(flat(asked)).toContain('Payment terms / भुगतान की शर्तें:');
    expect(flat(asked)).toContain('अट्ठानवे हज़ार एक सौ पचहत्तर रुपये मात्र');
    const fromHindiPage = await download(`/purchase-orders/${number}.pdf`, { Referer: `http://localhost/hi/purchase-orders/${number}` });
    expect(fromHindiPage).toContain('परचेज़ ऑर्डर');
    const english = await download(`/purchase-orders/${number}.pdf`, { Referer: `http://localhost/purchase-orders/${number}` });
    expect(english).toContain('PURCHASE ORDER');
    expect(english).not.toContain('परचेज़ ऑर्डर');
  });
});
