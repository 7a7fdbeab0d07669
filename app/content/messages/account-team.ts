import { defineMessages } from './define';

/** The company's team (/account/team): members, roles and invitations. */
export default defineMessages({
  team: { en: 'Team', hi: 'टीम' },
  invitationSent: { en: 'We sent an invitation to {email}.', hi: 'हमने {email} को निमंत्रण भेज दिया है।' },
  invitationResent: { en: 'We sent a new invitation to {email}; the earlier link no longer works.', hi: 'हमने {email} को नया निमंत्रण भेज दिया है; पहले वाला लिंक अब काम नहीं करता।' },
  invitationWithdrawn: { en: 'The invitation to {email} is withdrawn; its link no longer works.', hi: '{email} को भेजा निमंत्रण वापस ले लिया गया है; उसका लिंक अब काम नहीं करता।' },
  roleChanged: { en: '{name} is now {role}.', hi: '{name} अब {role} हैं।' },
  memberRemoved: { en: '{name} is removed from the team and can no longer act for the company.', hi: '{name} को टीम से हटा दिया गया है और वे अब कंपनी की ओर से काम नहीं कर सकते।' },
  you: { en: ' (you)', hi: ' (आप)' },
  roleOf: { en: 'Role of {name}', hi: '{name} की भूमिका' },
  changeRole: { en: 'Change role<0> of {name}</0>', hi: 'भूमिका बदलें<0> ({name})</0>' },
  yesRemove: { en: 'Yes, remove {name}', hi: 'हाँ, {name} को हटाएँ' },
  remove: { en: 'Remove<0> {name}</0>', hi: 'हटाएँ<0> {name}</0>' },
  theirEmail: { en: 'Their email address', hi: 'उनका ईमेल पता' },
  theirEmailHint: { en: 'They get an email with a link to join; it works once.', hi: 'उन्हें जुड़ने के लिंक वाला ईमेल मिलेगा; लिंक एक बार काम करता है।' },
  role: { en: 'Role', hi: 'भूमिका' },
  sendInvitation: { en: 'Send invitation', hi: 'निमंत्रण भेजें' },
  noCompany: {
    en: 'You are not part of a company on TradeSetu, so there is no team to show. <0>Create your company profile</0>, or ask an owner of your company to invite you.',
    hi: 'आप TradeSetu पर किसी कंपनी का हिस्सा नहीं हैं, इसलिए दिखाने को कोई टीम नहीं है। <0>अपनी कंपनी की प्रोफ़ाइल बनाएँ</0>, या अपनी कंपनी के किसी मालिक से आपको निमंत्रण भेजने को कहें।',
  },
  teamOf: { en: 'Team of {company}', hi: '{company} की टीम' },
  everyoneLogsIn: {
    en: 'Everyone here logs in with their own email and password and acts for {company} as their role allows.',
    hi: 'यहाँ हर व्यक्ति अपने ईमेल और पासवर्ड से लॉग इन करता है और अपनी भूमिका के अनुसार {company} की ओर से काम करता है।',
  },
  notOwner: {
    en: 'You are {role} at {company}. Only an owner can manage the team: invite colleagues, change roles or remove members.',
    hi: 'आप {company} में {role} हैं। टीम केवल मालिक सँभाल सकते हैं: साथियों को निमंत्रण, भूमिकाएँ बदलना या सदस्यों को हटाना।',
  },
  members: { en: 'Members ({count})', hi: 'सदस्य ({count})' },
  name: { en: 'Name', hi: 'नाम' },
  email: { en: 'Email', hi: 'ईमेल' },
  memberSince: { en: 'Member since', hi: 'सदस्य कब से' },
  removeColumn: { en: 'Remove', hi: 'हटाएँ' },
  invitationsWaiting: { en: 'Invitations waiting ({count})', hi: 'प्रतीक्षा में निमंत्रण ({count})' },
  noInvitations: { en: 'No invitations are waiting to be accepted.', hi: 'कोई निमंत्रण स्वीकार होने की प्रतीक्षा में नहीं है।' },
  invitationLine: { en: '<0>{email}</0> as {role} — sent {sent}, expires {expires}', hi: '<0>{email}</0> {role} के रूप में — {sent} को भेजा, {expires} को समाप्त' },
  withdraw: { en: 'Withdraw<0> the invitation to {email}</0>', hi: 'वापस लें<0> ({email} का निमंत्रण)</0>' },
  inviteColleague: { en: 'Invite a colleague', hi: 'किसी साथी को निमंत्रण दें' },
  whatEachRole: { en: 'What each role can do', hi: 'हर भूमिका क्या कर सकती है' },
});
