import { defineMessages } from './define';

/** Logging in and out, forgotten and new passwords, email confirmation, team invitations and unsubscribing. */
export default defineMessages({
  loginTitle: { en: 'Log in', hi: 'लॉग इन' },
  registered: {
    en: 'Thank you for registering. We have sent an email to the address you gave: open the link in it to confirm the address. Then log in below with your email address and password.',
    hi: 'रजिस्टर करने के लिए धन्यवाद। आपके दिए पते पर हमने एक ईमेल भेजा है: पता पक्का करने के लिए उसमें दिया लिंक खोलें। फिर नीचे अपने ईमेल पते और पासवर्ड से लॉग इन करें।',
  },
  emailAddress: { en: 'Email Address', hi: 'ईमेल पता' },
  password: { en: 'Password', hi: 'पासवर्ड' },
  loginButton: { en: 'Login', hi: 'लॉग इन करें' },
  forgotPasswordLink: { en: 'Forgot password?', hi: 'पासवर्ड भूल गए?' },
  newHere: { en: 'New here?', hi: 'यहाँ नए हैं?' },
  registerHere: { en: 'Register here', hi: 'यहाँ रजिस्टर करें' },
  logoutTitle: { en: 'Log out', hi: 'लॉग आउट' },
  forgotTitle: { en: 'Forgot password', hi: 'पासवर्ड भूल गए' },
  forgotSent: {
    en: 'If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.',
    hi: 'अगर कोई खाता इस ईमेल पते का उपयोग करता है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। लिंक एक घंटे तक काम करता है।',
  },
  forgotIntro: {
    en: 'Enter the email address of your account and we will email you a link to choose a new password.',
    hi: 'अपने खाते का ईमेल पता डालें, हम आपको नया पासवर्ड चुनने का लिंक ईमेल करेंगे।',
  },
  sendResetLink: { en: 'Send reset link', hi: 'रीसेट लिंक भेजें' },
  resetTitle: { en: 'Choose a new password', hi: 'नया पासवर्ड चुनें' },
  linkExpired: { en: 'Link expired', hi: 'लिंक की अवधि ख़त्म' },
  resetExpired: { en: 'This link has expired or was already used. <0>Ask for a new one</0>.', hi: 'इस लिंक की अवधि ख़त्म हो गई है या इसका पहले ही उपयोग हो चुका है। <0>नया लिंक माँगें</0>।' },
  newPassword: { en: 'New password', hi: 'नया पासवर्ड' },
  confirmNewPassword: { en: 'Confirm new password', hi: 'नए पासवर्ड की पुष्टि करें' },
  confirmPassword: { en: 'Confirm password', hi: 'पासवर्ड की पुष्टि करें' },
  passwordHint: { en: 'At least 8 characters.', hi: 'कम से कम 8 अक्षर।' },
  saveNewPassword: { en: 'Save new password', hi: 'नया पासवर्ड सहेजें' },
  verifyTitle: { en: 'Confirm email address', hi: 'ईमेल पते की पुष्टि' },
  emailConfirmed: { en: 'Email address confirmed', hi: 'ईमेल पते की पुष्टि हो गई' },
  emailConfirmedText: { en: 'Thank you: your email address is confirmed.', hi: 'धन्यवाद: आपके ईमेल पते की पुष्टि हो गई है।' },
  verifyExpired: {
    en: 'This link has expired or was already used. Open your account page to send a new one.',
    hi: 'इस लिंक की अवधि ख़त्म हो गई है या इसका पहले ही उपयोग हो चुका है। नया लिंक भेजने के लिए अपने खाते का पेज खोलें।',
  },
  goToAccount: { en: 'Go to your account', hi: 'अपने खाते पर जाएँ' },
  // Team invitations
  invitationTitle: { en: 'Invitation to join a company', hi: 'कंपनी से जुड़ने का निमंत्रण' },
  createLogin: { en: 'Create your login', hi: 'अपना लॉग इन बनाएँ' },
  invitedEmailHint: { en: 'The address the invitation was sent to; you log in with it.', hi: 'जिस पते पर निमंत्रण भेजा गया; आप इसी से लॉग इन करेंगे।' },
  yourName: { en: 'Your name', hi: 'आपका नाम' },
  invitationConsent: {
    en: 'I have read the <0>privacy notice</0> and agree to the use of my data it describes for my login.',
    hi: 'मैंने <0>गोपनीयता सूचना</0> पढ़ ली है और अपने लॉग इन के लिए उसमें बताए गए अपने डेटा के उपयोग से सहमत हूँ।',
  },
  required: { en: ' (required)', hi: ' (ज़रूरी)' },
  createLoginAndJoin: { en: 'Create login and join', hi: 'लॉग इन बनाएँ और जुड़ें' },
  alreadyHaveLogin: { en: 'Already have a login for {email}? <0>Log in</0> to accept with it.', hi: 'क्या {email} का लॉग इन पहले से है? उससे स्वीकार करने के लिए <0>लॉग इन करें</0>।' },
  invitationUnavailable: { en: 'Invitation not available', hi: 'निमंत्रण उपलब्ध नहीं है' },
  joinCompany: { en: 'Join {company}', hi: '{company} से जुड़ें' },
  invitesBy: {
    en: '{inviter} invites <0>{email}</0> to join <1>{company}</1> as <2>{role}</2>: {description}.',
    hi: '{inviter} ने <0>{email}</0> को <1>{company}</1> से <2>{role}</2> के रूप में जुड़ने का निमंत्रण दिया है: {description}।',
  },
  invitesAnonymous: {
    en: 'You are invited: <0>{email}</0> to join <1>{company}</1> as <2>{role}</2>: {description}.',
    hi: 'आपको निमंत्रण है: <0>{email}</0> को <1>{company}</1> से <2>{role}</2> के रूप में जुड़ने का: {description}।',
  },
  acceptUntil: { en: 'The invitation can be accepted until {moment}.', hi: 'निमंत्रण {moment} तक स्वीकार किया जा सकता है।' },
  loginExists: { en: 'There is already a login for {email}. <0>Log in</0> to accept the invitation with it.', hi: '{email} का लॉग इन पहले से है। उससे निमंत्रण स्वीकार करने के लिए <0>लॉग इन करें</0>।' },
  someoneElse: {
    en: 'This invitation was sent to {email}, and you are logged in as {viewer}. Log out, then open the link from the email again to accept it with {email}.',
    hi: 'यह निमंत्रण {email} को भेजा गया था, और आप {viewer} के रूप में लॉग इन हैं। लॉग आउट करें, फिर {email} से स्वीकार करने के लिए ईमेल का लिंक दोबारा खोलें।',
  },
  otherCompany: {
    en: 'Your login already works for {other}. One login works for one company: ask an owner of {other} to remove you from its team first, or ask {company} to invite another email address.',
    hi: 'आपका लॉग इन पहले से {other} के लिए चलता है। एक लॉग इन एक ही कंपनी के लिए चलता है: पहले {other} के किसी मालिक से आपको उसकी टीम से हटाने को कहें, या {company} से किसी दूसरे ईमेल पते को निमंत्रण भेजने को कहें।',
  },
  alreadyMember: { en: 'You are already on the team of {company}. <0>Go to your account</0>.', hi: 'आप पहले से {company} की टीम में हैं। <0>अपने खाते पर जाएँ</0>।' },
  joinAs: { en: 'Join {company} as {role}', hi: '{company} से {role} के रूप में जुड़ें' },
  // Unsubscribe links in emails
  unsubscribe: { en: 'Unsubscribe', hi: 'सदस्यता छोड़ें' },
  unsubscribed: { en: 'Unsubscribed', hi: 'सदस्यता छोड़ दी गई' },
  unsubscribeInvalidTitle: { en: 'This unsubscribe link does not work', hi: 'यह अनसब्सक्राइब लिंक काम नहीं करता' },
  unsubscribeInvalid: {
    en: 'The link is incomplete or was changed, so nothing was turned off. Open it again from the email, copying the whole address, or sign in and choose what you receive in your <0>notification settings</0>.',
    hi: 'लिंक अधूरा है या बदला गया है, इसलिए कुछ बंद नहीं हुआ। पूरा पता कॉपी करके ईमेल से इसे दोबारा खोलें, या लॉग इन करके अपनी <0>सूचना सेटिंग</0> में चुनें कि आपको क्या मिले।',
  },
  unsubscribeConfirm: {
    en: 'Stop {what} to {email}? You will still see every notification on the site when you sign in.',
    hi: '{email} पर {what} बंद करें? लॉग इन करने पर आपको साइट पर हर सूचना फिर भी दिखेगी।',
  },
  unsubscribeDone: {
    en: 'Done: {what} are turned off. You will still see every notification on the site. To turn them on again, or choose a daily digest instead, open your <0>notification settings</0>.',
    hi: 'हो गया: {what} बंद कर दिए गए हैं। साइट पर आपको हर सूचना फिर भी दिखेगी। इन्हें फिर चालू करने, या इनकी जगह रोज़ का सारांश चुनने के लिए अपनी <0>सूचना सेटिंग</0> खोलें।',
  },
});
