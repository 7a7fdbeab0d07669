import { defineMessages } from '../define';

/**
 * Registration's and the account forms' domain texts (app/domain/registration.ts, india-ids.ts,
 * login, passwords, team, invitations): each KEY is the exact English text the domain writes.
 * (The `errors` namespace: see ./index.ts.)
 */
export default defineMessages({
  // Registration and the profile: app/domain/registration.ts
  'Enter your first name': { en: 'Enter your first name', hi: 'अपना पहला नाम डालें' },
  'Enter the company name': { en: 'Enter the company name', hi: 'कंपनी का नाम डालें' },
  'Enter your designation': { en: 'Enter your designation', hi: 'अपना पद डालें' },
  'Enter the company address': { en: 'Enter the company address', hi: 'कंपनी का पता डालें' },
  'Your first name can be at most 60 characters': { en: 'Your first name can be at most 60 characters', hi: 'पहला नाम अधिकतम 60 अक्षरों का हो सकता है' },
  'The company name can be at most 120 characters': { en: 'The company name can be at most 120 characters', hi: 'कंपनी का नाम अधिकतम 120 अक्षरों का हो सकता है' },
  'Your designation can be at most 80 characters': { en: 'Your designation can be at most 80 characters', hi: 'पद अधिकतम 80 अक्षरों का हो सकता है' },
  'The company address can be at most 500 characters': { en: 'The company address can be at most 500 characters', hi: 'कंपनी का पता अधिकतम 500 अक्षरों का हो सकता है' },
  'Last name can be at most 60 characters': { en: 'Last name can be at most 60 characters', hi: 'उपनाम अधिकतम 60 अक्षरों का हो सकता है' },
  'A product name can be at most 120 characters': { en: 'A product name can be at most 120 characters', hi: 'उत्पाद का नाम अधिकतम 120 अक्षरों का हो सकता है' },
  'Enter your email address': { en: 'Enter your email address', hi: 'अपना ईमेल पता डालें' },
  'An email address can be at most 254 characters': { en: 'An email address can be at most 254 characters', hi: 'ईमेल पता अधिकतम 254 अक्षरों का हो सकता है' },
  'Enter an email address like name@company.in': { en: 'Enter an email address like name@company.in', hi: 'name@company.in जैसा ईमेल पता डालें' },
  'A website address can be at most 200 characters': { en: 'A website address can be at most 200 characters', hi: 'वेबसाइट का पता अधिकतम 200 अक्षरों का हो सकता है' },
  'Enter a website address like https://www.company.in': { en: 'Enter a website address like https://www.company.in', hi: 'https://www.company.in जैसा वेबसाइट पता डालें' },
  'Enter the year of establishment': { en: 'Enter the year of establishment', hi: 'स्थापना का वर्ष डालें' },
  'Enter the year as 4 digits, e.g. 2015': { en: 'Enter the year as 4 digits, e.g. 2015', hi: 'वर्ष 4 अंकों में डालें, जैसे 2015' },
  'The year of establishment must be between 1800 and {year}': {
    en: 'The year of establishment must be between 1800 and {year}',
    hi: 'स्थापना का वर्ष 1800 और {year} के बीच होना चाहिए',
  },
  'Choose a password of at least 8 characters': { en: 'Choose a password of at least 8 characters', hi: 'कम से कम 8 अक्षरों का पासवर्ड चुनें' },
  'This password is one of the most common ones; choose another': {
    en: 'This password is one of the most common ones; choose another',
    hi: 'यह पासवर्ड सबसे आम पासवर्डों में से है; कोई दूसरा चुनें',
  },
  'Choose how the company is registered': { en: 'Choose how the company is registered', hi: 'चुनें कि कंपनी किस रूप में पंजीकृत है' },
  'Choose the business type': { en: 'Choose the business type', hi: 'व्यवसाय का प्रकार चुनें' },
  'Choose whether you want to be a seller, a buyer or both': {
    en: 'Choose whether you want to be a seller, a buyer or both',
    hi: 'चुनें कि आप सेलर बनना चाहते हैं, ख़रीदार या दोनों',
  },
  'Choose a category': { en: 'Choose a category', hi: 'एक श्रेणी चुनें' },
  'Choose a sub category': { en: 'Choose a sub category', hi: 'एक उप-श्रेणी चुनें' },
  'Choose support needs from the list': { en: 'Choose support needs from the list', hi: 'सहायता की ज़रूरतें सूची में से चुनें' },
  'Enter the number, or "Not registered"': { en: 'Enter the number, or "Not registered"', hi: 'नंबर डालें, या "Not registered" लिखें' },
  'Tick this box to agree to the use of your data described in the privacy notice above; we cannot create an account without it.': {
    en: 'Tick this box to agree to the use of your data described in the privacy notice above; we cannot create an account without it.',
    hi: 'ऊपर की गोपनीयता सूचना में बताए गए आपके डेटा के उपयोग से सहमति के लिए यह बॉक्स चुनें; इसके बिना हम खाता नहीं बना सकते।',
  },
  'Type the password again': { en: 'Type the password again', hi: 'पासवर्ड दोबारा लिखें' },
  'The two passwords are different; type the same password twice': {
    en: 'The two passwords are different; type the same password twice',
    hi: 'दोनों पासवर्ड अलग हैं; वही पासवर्ड दो बार लिखें',
  },
  'Enter at least one product name': { en: 'Enter at least one product name', hi: 'कम से कम एक उत्पाद का नाम डालें' },
  "A {form} has a PAN whose 4th letter is {letter} ({holder}); this PAN's 4th letter is {actual}. Enter the company's PAN": {
    en: "A {form} has a PAN whose 4th letter is {letter} ({holder}); this PAN's 4th letter is {actual}. Enter the company's PAN",
    hi: '{form} के PAN का चौथा अक्षर {letter} ({holder}) होता है; इस PAN का चौथा अक्षर {actual} है। कंपनी का PAN डालें',
  },
  'Characters 3–12 of a GSTIN are the PAN; this GSTIN contains {embedded}, but the PAN you gave is {pan}': {
    en: 'Characters 3–12 of a GSTIN are the PAN; this GSTIN contains {embedded}, but the PAN you gave is {pan}',
    hi: 'GSTIN के अक्षर 3–12 PAN होते हैं; इस GSTIN में {embedded} है, पर आपने PAN {pan} दिया है',
  },
  '{problem} — or type "Not registered"': { en: '{problem} — or type "Not registered"', hi: '{problem} — या "Not registered" लिखें' },
  '"{file}" is not a JPEG, PNG or WebP photo': { en: '"{file}" is not a JPEG, PNG or WebP photo', hi: '"{file}" JPEG, PNG या WebP फ़ोटो नहीं है' },
  '"{file}" is larger than 5 MB; choose a smaller photo': { en: '"{file}" is larger than 5 MB; choose a smaller photo', hi: '"{file}" 5 MB से बड़ी है; छोटी फ़ोटो चुनें' },
  // Registration's "Autofill with AI" (app/domain/autofill.ts, components/registration/autofill-request.ts)
  'The company name can be at most 200 characters': { en: 'The company name can be at most 200 characters', hi: 'कंपनी का नाम अधिकतम 200 अक्षरों का हो सकता है' },
  'Choose a category on step 2 first': { en: 'Choose a category on step 2 first', hi: 'पहले चरण 2 में श्रेणी चुनें' },
  'Suggested by the AI provider from your company name and {place}. Check them and edit them as you like.': {
    en: 'Suggested by the AI provider from your company name and {place}. Check them and edit them as you like.',
    hi: 'AI ने आपकी कंपनी के नाम और {place} से ये सुझाव दिए हैं। इन्हें जाँचें और जैसे चाहें बदलें।',
  },
  'The AI provider did not answer, so these are common products from the catalogue for {place}.': {
    en: 'The AI provider did not answer, so these are common products from the catalogue for {place}.',
    hi: 'AI ने जवाब नहीं दिया, इसलिए ये {place} के लिए कैटलॉग के आम उत्पाद हैं।',
  },
  'No AI provider is set up on this site, so these are common products from the catalogue for {place}.': {
    en: 'No AI provider is set up on this site, so these are common products from the catalogue for {place}.',
    hi: 'इस साइट पर कोई AI सेवा नहीं जुड़ी है, इसलिए ये {place} के लिए कैटलॉग के आम उत्पाद हैं।',
  },
  'There are no live products there yet, so nothing was filled in.': {
    en: 'There are no live products there yet, so nothing was filled in.',
    hi: 'वहाँ अभी कोई लाइव उत्पाद नहीं है, इसलिए कुछ नहीं भरा गया।',
  },
  'Every product box already has a name; nothing was changed.': {
    en: 'Every product box already has a name; nothing was changed.',
    hi: 'हर उत्पाद बॉक्स में पहले से नाम है; कुछ नहीं बदला गया।',
  },
  'The suggestions are already in your product boxes; nothing was changed.': {
    en: 'The suggestions are already in your product boxes; nothing was changed.',
    hi: 'सुझाव पहले से आपके उत्पाद बॉक्स में हैं; कुछ नहीं बदला गया।',
  },
  'Filled {count} empty product box.': { en: 'Filled {count} empty product box.', hi: '{count} ख़ाली उत्पाद बॉक्स भरा गया।' },
  'Filled {count} empty product boxes.': { en: 'Filled {count} empty product boxes.', hi: '{count} ख़ाली उत्पाद बॉक्स भरे गए।' },
  'Suggestions could not be made just now. Type your products, or try again.': {
    en: 'Suggestions could not be made just now. Type your products, or try again.',
    hi: 'अभी सुझाव नहीं बन सके। अपने उत्पाद लिखें, या फिर कोशिश करें।',
  },
  'Suggestions could not be made: the connection failed. Type your products, or try again.': {
    en: 'Suggestions could not be made: the connection failed. Type your products, or try again.',
    hi: 'सुझाव नहीं बन सके: कनेक्शन टूट गया। अपने उत्पाद लिखें, या फिर कोशिश करें।',
  },
  // Logging in, passwords and reset links (services/accounts/login.server.ts, domain/password-reset.ts)
  'The email address or password is not right. Check both and try again.': {
    en: 'The email address or password is not right. Check both and try again.',
    hi: 'ईमेल पता या पासवर्ड सही नहीं है। दोनों जाँचें और फिर कोशिश करें।',
  },
  'Too many failed logins from your network address. Please wait {wait} and try again.': {
    en: 'Too many failed logins from your network address. Please wait {wait} and try again.',
    hi: 'आपके नेटवर्क पते से बहुत बार लॉग इन विफल हुआ है। कृपया {wait} रुकें और फिर कोशिश करें।',
  },
  'Too many wrong passwords on this device. Please wait {wait} and try again, or reset your password.': {
    en: 'Too many wrong passwords on this device. Please wait {wait} and try again, or reset your password.',
    hi: 'इस डिवाइस पर बहुत बार ग़लत पासवर्ड डाला गया है। कृपया {wait} रुकें और फिर कोशिश करें, या अपना पासवर्ड रीसेट करें।',
  },
  'Too many wrong passwords for this account. Please wait {wait} and try again, or reset your password. On a device you have logged in with before, you can log in at once.': {
    en: 'Too many wrong passwords for this account. Please wait {wait} and try again, or reset your password. On a device you have logged in with before, you can log in at once.',
    hi: 'इस खाते के लिए बहुत बार ग़लत पासवर्ड डाला गया है। कृपया {wait} रुकें और फिर कोशिश करें, या अपना पासवर्ड रीसेट करें। जिस डिवाइस से आप पहले लॉग इन कर चुके हैं, उससे तुरंत लॉग इन कर सकते हैं।',
  },
  'This link is incomplete. Open the link from the email again.': {
    en: 'This link is incomplete. Open the link from the email again.',
    hi: 'यह लिंक अधूरा है। ईमेल से लिंक दोबारा खोलें।',
  },
  'Enter your current password': { en: 'Enter your current password', hi: 'अपना मौजूदा पासवर्ड डालें' },
  // Teams and invitations (app/domain/team.ts, team-invitations.ts)
  "Owner": { en: "Owner", hi: "मालिक" },
  "Catalogue": { en: "Catalogue", hi: "कैटलॉग" },
  "Sales": { en: "Sales", hi: "बिक्री" },
  "Everything, including the team, plans and billing, and the company profile": { en: "Everything, including the team, plans and billing, and the company profile", hi: "सब कुछ, टीम, प्लान और बिलिंग, और कंपनी प्रोफ़ाइल समेत" },
  "Add and edit products, import and export the catalogue": { en: "Add and edit products, import and export the catalogue", hi: "उत्पाद जोड़ना और बदलना, कैटलॉग इम्पोर्ट और एक्सपोर्ट करना" },
  "Answer inquiries and requirements, send quotes, talk to buyers, buy for the company": { en: "Answer inquiries and requirements, send quotes, talk to buyers, buy for the company", hi: "पूछताछ और ज़रूरतों का जवाब देना, कोटेशन भेजना, ख़रीदारों से बात करना, कंपनी के लिए ख़रीदना" },
  "This invitation has expired. Ask the colleague who invited you to send a new one.": { en: "This invitation has expired. Ask the colleague who invited you to send a new one.", hi: "इस निमंत्रण की अवधि ख़त्म हो गई है। जिस साथी ने आपको निमंत्रण भेजा था, उनसे नया भेजने को कहें।" },
  "This invitation was withdrawn by the company. Ask them if you think this is a mistake.": { en: "This invitation was withdrawn by the company. Ask them if you think this is a mistake.", hi: "कंपनी ने यह निमंत्रण वापस ले लिया है। अगर आपको लगता है कि यह ग़लती है, तो उनसे पूछें।" },
  "This invitation was already accepted. Log in to work for the company.": { en: "This invitation was already accepted. Log in to work for the company.", hi: "यह निमंत्रण पहले ही स्वीकार हो चुका है। कंपनी के लिए काम करने को लॉग इन करें।" },
  "This invitation link is not valid. Check that you opened the whole link from the email, or ask for a new invitation.": { en: "This invitation link is not valid. Check that you opened the whole link from the email, or ask for a new invitation.", hi: "यह निमंत्रण लिंक मान्य नहीं है। जाँचें कि आपने ईमेल का पूरा लिंक खोला है, या नया निमंत्रण माँगें।" },
  "Tick this box to agree to the use of your data described in the privacy notice; we cannot create a login without it.": { en: "Tick this box to agree to the use of your data described in the privacy notice; we cannot create a login without it.", hi: "गोपनीयता सूचना में बताए गए आपके डेटा के उपयोग से सहमति के लिए यह बॉक्स चुनें; इसके बिना हम लॉग इन नहीं बना सकते।" },
  "Enter your name": { en: "Enter your name", hi: "अपना नाम डालें" },
  "Choose a role: owner, catalogue or sales": { en: "Choose a role: owner, catalogue or sales", hi: "भूमिका चुनें: मालिक, कैटलॉग या बिक्री" },
  "This form was not understood. Reload the page and try again.": { en: "This form was not understood. Reload the page and try again.", hi: "यह फ़ॉर्म समझ में नहीं आया। पेज फिर से लोड करें और दोबारा कोशिश करें।" },
  "That member or invitation is no longer there. Reload the page.": { en: "That member or invitation is no longer there. Reload the page.", hi: "वह सदस्य या निमंत्रण अब नहीं है। पेज फिर से लोड करें।" },
  "Tick the box to confirm the removal": { en: "Tick the box to confirm the removal", hi: "हटाने की पुष्टि के लिए बॉक्स चुनें" },
});
