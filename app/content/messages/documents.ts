import { defineMessages } from './define';

/**
 * The labels of the documents the site issues as PDFs: the tax invoice and the purchase order.
 * The English is what GST law asks a tax invoice to say; a Hindi document prints each label in
 * both languages ("Tax Invoice / कर बीजक"), never the Hindi alone (app/services/documents/labels.server.ts).
 */
export default defineMessages({
  taxInvoiceHeading: { en: 'TAX INVOICE', hi: 'कर बीजक' },
  taxInvoiceTitle: { en: 'Tax invoice', hi: 'कर बीजक' },
  invoiceNumber: { en: 'Invoice No.', hi: 'इनवॉइस नंबर' },
  date: { en: 'Date', hi: 'दिनांक' },
  billTo: { en: 'Bill to', hi: 'बिल प्राप्तकर्ता' },
  unregistered: { en: 'Unregistered', hi: 'अपंजीकृत' },
  placeOfSupply: { en: 'Place of supply', hi: 'आपूर्ति का स्थान' },
  description: { en: 'Description', hi: 'विवरण' },
  amount: { en: 'Amount', hi: 'राशि' },
  taxableValue: { en: 'Taxable value', hi: 'कर योग्य मूल्य' },
  total: { en: 'Total', hi: 'कुल' },
  amountInWords: { en: 'Amount in words', hi: 'राशि शब्दों में' },
  invoiceNoSignature: { en: 'This is a computer-generated invoice and needs no signature.', hi: 'यह कंप्यूटर से बना इनवॉइस है, इस पर हस्ताक्षर की ज़रूरत नहीं है।' },
  purchaseOrderHeading: { en: 'PURCHASE ORDER', hi: 'परचेज़ ऑर्डर' },
  purchaseOrderTitle: { en: 'Purchase order', hi: 'परचेज़ ऑर्डर' },
  poNumber: { en: 'PO No.', hi: 'PO नंबर' },
  againstRequirement: { en: 'Against requirement {reference}, quote version {version}', hi: 'ज़रूरत {reference} पर, कोटेशन संस्करण {version}' },
  buyer: { en: 'Buyer', hi: 'ख़रीदार' },
  supplier: { en: 'Supplier', hi: 'सप्लायर' },
  state: { en: 'State', hi: 'राज्य' },
  notGiven: { en: 'not given', hi: 'नहीं दिया गया' },
  quantity: { en: 'Quantity', hi: 'मात्रा' },
  unitPrice: { en: 'Unit price', hi: 'इकाई मूल्य' },
  goods: { en: 'Goods', hi: 'माल' },
  freight: { en: 'Freight', hi: 'भाड़ा' },
  deliveryTerms: { en: 'Delivery terms', hi: 'डिलीवरी की शर्तें' },
  leadTime: { en: 'Lead time', hi: 'डिलीवरी का समय' },
  paymentTerms: { en: 'Payment terms', hi: 'भुगतान की शर्तें' },
  purchaseOrderNoSignature: {
    en: 'Issued through TradeSetu from the quote the buyer accepted. This is a computer-generated purchase order and needs no signature.',
    hi: 'ख़रीदार के स्वीकार किए कोटेशन से TradeSetu के ज़रिये जारी। यह कंप्यूटर से बना परचेज़ ऑर्डर है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  },
});
