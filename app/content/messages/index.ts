import account from './account';
import accountData from './account-data';
import accountTeam from './account-team';
import accounts from './accounts';
import catalogue from './catalogue';
import common from './common';
import buyerBilling from './buyer-billing';
import buyerMessages from './buyer-messages';
import buyerQuotes from './buyer-quotes';
import buyerRequirements from './buyer-requirements';
import errors from './errors/index';
import footer from './footer';
import shell from './shell';
import accountMenu from './account-menu';
import home from './home';
import homeContent from './home-content';
import chat from './chat';
import assistant from './assistant';
import notificationSettings from './notification-settings';
import register from './register';
import inquiry from './inquiry';
import product from './product';
import content from './content';
import membership from './membership';
import privacy from './privacy';
import documents from './documents';
import emails from './emails';
import notifications from './notifications';
import sellerDashboard from './seller-dashboard';
import sellerLeads from './seller-leads';
import sellerListings from './seller-listings';
import sellerProducts from './seller-products';
import sellerTrust from './seller-trust';
import sellerQuotes from './seller-quotes';
import units from './units';

/**
 * Every message namespace (issue 19). The server compiles them (app/services/i18n); the browser
 * receives only the namespaces a page uses, already compiled. Components import this module's
 * TYPES only (`import type`), so the texts never ship in the JavaScript bundle.
 */
export const namespaces = { common, errors, shell, accountMenu, footer, home, homeContent, chat, assistant, account, accountData, accountTeam, accounts, notificationSettings, register, 'buyer-requirements': buyerRequirements, 'buyer-quotes': buyerQuotes, 'buyer-messages': buyerMessages, 'buyer-billing': buyerBilling, catalogue, product, inquiry, content, membership, privacy, documents, emails, notifications, sellerDashboard, sellerLeads, sellerListings, sellerProducts, sellerTrust, sellerQuotes, units };

export type Namespace = keyof typeof namespaces;
export type MessageKey<N extends Namespace> = keyof (typeof namespaces)[N] & string;
