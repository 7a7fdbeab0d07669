import { defineMessages } from './define';

/**
 * The signed-in member's part of the header (issue 19): account menu, bell and mobile account
 * links. A namespace of its own, so a visitor's page never carries these texts.
 */
export default defineMessages({
  yourAccount: { en: 'Your account', hi: 'आपका खाता' },
  signedInAs: { en: 'Signed in as <0>{name}</0>', hi: '<0>{name}</0> के रूप में लॉग इन' },
  accountMenuFor: { en: 'Account menu for ', hi: 'खाता मेनू: ' },
  logOut: { en: 'Log out', hi: 'लॉग आउट' },
  notificationsNone: { en: 'Notifications, none unread', hi: 'सूचनाएँ, कोई अनपढ़ी नहीं' },
  notificationsUnread: { en: 'Notifications, {count} unread', hi: 'सूचनाएँ, {count} अनपढ़ी' },
  linkMyAccount: { en: 'My account', hi: 'मेरा खाता' },
  linkMessages: { en: 'Messages', hi: 'संदेश' },
  linkInquiries: { en: 'Inquiries', hi: 'पूछताछ' },
  linkNotifications: { en: 'Notifications', hi: 'सूचनाएँ' },
  linkBilling: { en: 'Billing', hi: 'बिलिंग' },
  linkMembersArea: { en: 'Members area', hi: 'सदस्य क्षेत्र' },
  linkAdmin: { en: 'Admin', hi: 'एडमिन' },
});
