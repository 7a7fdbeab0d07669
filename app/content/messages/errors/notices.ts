import { defineMessages } from '../define';

/**
 * More notification texts as the services write them (see docs.ts for the rest): bodies with
 * amounts and units, reasons, report outcomes and verification results, keyed by the exact English.
 * `{unit}`, `{date}`, `{state}` and a `{reasonText}` from a fixed list are shown in the reader's language.
 */
export default defineMessages({
  // Quotes and requirements (app/services/requirements/).
  '{price} per {unit} (GST excluded) for {quantity} {unit}; {total} landed with freight and GST.': {
    en: '{price} per {unit} (GST excluded) for {quantity} {unit}; {total} landed with freight and GST.',
    hi: '{quantity} {unit} के लिए {price} प्रति {unit} (GST के बिना); भाड़ा और GST मिलाकर कुल लागत {total}।',
  },
  'Reason: {reasonText}': { en: 'Reason: {reasonText}', hi: 'कारण: {reasonText}' },
  'Reason: {reasonText} — {note}': { en: 'Reason: {reasonText} — {note}', hi: 'कारण: {reasonText} — {note}' },
  'Reason: {reasonText}.': { en: 'Reason: {reasonText}.', hi: 'कारण: {reasonText}।' },
  'Reason: {reasonText}.\n{note}': { en: 'Reason: {reasonText}.\n{note}', hi: 'कारण: {reasonText}।\n{note}' },
  'It expires on {date} unless you accept a quote. Compare the quotes and choose one, or let it expire.': {
    en: 'It expires on {date} unless you accept a quote. Compare the quotes and choose one, or let it expire.',
    hi: 'अगर आप कोई कोटेशन स्वीकार नहीं करते, तो इसकी अवधि {date} को ख़त्म हो जाएगी। कोटेशनों की तुलना करके कोई एक चुनें, या इसे ख़त्म होने दें।',
  },
  '{quantity} {unit}, needed by {date}. Quote or decline from your requirements inbox.': {
    en: '{quantity} {unit}, needed by {date}. Quote or decline from your requirements inbox.',
    hi: '{quantity} {unit}, {date} तक चाहिए। ज़रूरतों के अपने इनबॉक्स से कोटेशन भेजें या मना करें।',
  },
  '{quantity} {unit}, to be delivered in {state} by {date}. Quote or decline from your requirements inbox.': {
    en: '{quantity} {unit}, to be delivered in {state} by {date}. Quote or decline from your requirements inbox.',
    hi: '{quantity} {unit}, {date} तक {state} में डिलीवरी। ज़रूरतों के अपने इनबॉक्स से कोटेशन भेजें या मना करें।',
  },
  // The demo's seeded notifications (seed/demo-requirements.ts).
  '{quantity} {unit}, delivery to {state}. Quote or decline from your inbox.': {
    en: '{quantity} {unit}, delivery to {state}. Quote or decline from your inbox.',
    hi: '{quantity} {unit}, {state} में डिलीवरी। अपने इनबॉक्स से कोटेशन भेजें या मना करें।',
  },
  'New requirement {reference}: {title}': { en: 'New requirement {reference}: {title}', hi: 'नई ज़रूरत {reference}: {title}' },
  'New inquiry for {product}: {quantity} {unit}': { en: 'New inquiry for {product}: {quantity} {unit}', hi: '{product} के लिए नई पूछताछ: {quantity} {unit}' },
  'New inquiry: {quantity} {unit}': { en: 'New inquiry: {quantity} {unit}', hi: 'नई पूछताछ: {quantity} {unit}' },

  // Payments (app/services/billing/).
  'No membership was started. If money left your account, your bank returns it; you can pay again from the order page.': {
    en: 'No membership was started. If money left your account, your bank returns it; you can pay again from the order page.',
    hi: 'कोई सदस्यता शुरू नहीं हुई। अगर आपके खाते से पैसे कटे हैं, तो बैंक उन्हें लौटा देगा; आप ऑर्डर पेज से फिर भुगतान कर सकते हैं।',
  },
  '{reason} No membership was started. If money left your account, your bank returns it; you can pay again from the order page.': {
    en: '{reason} No membership was started. If money left your account, your bank returns it; you can pay again from the order page.',
    hi: '{reason} कोई सदस्यता शुरू नहीं हुई। अगर आपके खाते से पैसे कटे हैं, तो बैंक उन्हें लौटा देगा; आप ऑर्डर पेज से फिर भुगतान कर सकते हैं।',
  },
  '{reason} Check the UTR in your UPI app and submit it again on the order page.': {
    en: '{reason} Check the UTR in your UPI app and submit it again on the order page.',
    hi: '{reason} अपने UPI ऐप में UTR जाँचें और ऑर्डर पेज पर उसे फिर से भेजें।',
  },

  // Verification results (app/services/trust/verification-review.server.ts).
  'Your GST registration certificate was approved': { en: 'Your GST registration certificate was approved', hi: 'आपका GST पंजीकरण प्रमाणपत्र स्वीकार हुआ' },
  'Your GST registration certificate was not accepted': { en: 'Your GST registration certificate was not accepted', hi: 'आपका GST पंजीकरण प्रमाणपत्र स्वीकार नहीं हुआ' },
  'Your Udyam registration certificate was approved': { en: 'Your Udyam registration certificate was approved', hi: 'आपका Udyam पंजीकरण प्रमाणपत्र स्वीकार हुआ' },
  'Your Udyam registration certificate was not accepted': { en: 'Your Udyam registration certificate was not accepted', hi: 'आपका Udyam पंजीकरण प्रमाणपत्र स्वीकार नहीं हुआ' },
  'Your Bank proof was approved': { en: 'Your Bank proof was approved', hi: 'आपका बैंक प्रमाण स्वीकार हुआ' },
  'Your Bank proof was not accepted': { en: 'Your Bank proof was not accepted', hi: 'आपका बैंक प्रमाण स्वीकार नहीं हुआ' },
  'Reason: {reason} Upload a corrected document on the verification page.': {
    en: 'Reason: {reason} Upload a corrected document on the verification page.',
    hi: 'कारण: {reason} सत्यापन पेज पर सुधारा हुआ दस्तावेज़ अपलोड करें।',
  },

  // Report outcomes' titles (app/services/trust/reports.server.ts; their bodies are in seller.ts).
  'Your report of a product listing was upheld': { en: 'Your report of a product listing was upheld', hi: 'उत्पाद लिस्टिंग की आपकी शिकायत सही पाई गई' },
  'Your report of a product listing was dismissed': { en: 'Your report of a product listing was dismissed', hi: 'उत्पाद लिस्टिंग की आपकी शिकायत ख़ारिज हुई' },
  'Your report of a supplier was upheld': { en: 'Your report of a supplier was upheld', hi: 'सप्लायर की आपकी शिकायत सही पाई गई' },
  'Your report of a supplier was dismissed': { en: 'Your report of a supplier was dismissed', hi: 'सप्लायर की आपकी शिकायत ख़ारिज हुई' },
  'Your report of a message was upheld': { en: 'Your report of a message was upheld', hi: 'संदेश की आपकी शिकायत सही पाई गई' },
  'Your report of a message was dismissed': { en: 'Your report of a message was dismissed', hi: 'संदेश की आपकी शिकायत ख़ारिज हुई' },
  'Your report of a review was upheld': { en: 'Your report of a review was upheld', hi: 'समीक्षा की आपकी शिकायत सही पाई गई' },
  'Your report of a review was dismissed': { en: 'Your report of a review was dismissed', hi: 'समीक्षा की आपकी शिकायत ख़ारिज हुई' },
  'Your report of a supplier’s reply to a review was upheld': { en: 'Your report of a supplier’s reply to a review was upheld', hi: 'समीक्षा पर सप्लायर के जवाब की आपकी शिकायत सही पाई गई' },
  'Your report of a supplier’s reply to a review was dismissed': { en: 'Your report of a supplier’s reply to a review was dismissed', hi: 'समीक्षा पर सप्लायर के जवाब की आपकी शिकायत ख़ारिज हुई' },
});
