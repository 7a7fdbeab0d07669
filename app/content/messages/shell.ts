import { defineMessages } from './define';

/** The site shell (issue 19): header, menus, account menu, login modal, search box and chat button. */
export default defineMessages({
  logoHome: { en: '{siteName} home', hi: '{siteName} होम पेज' },
  mainNavigation: { en: 'Main', hi: 'मुख्य मेनू' },
  productsCategory: { en: 'Products Category', hi: 'उत्पाद श्रेणियाँ' },
  enterprises: { en: 'Enterprises', hi: 'उद्यम' },
  services: { en: 'Services', hi: 'सेवाएँ' },
  pricing: { en: 'Pricing', hi: 'क़ीमतें' },
  membership: { en: 'Membership', hi: 'सदस्यता' },
  subscriptionPlans: { en: 'Subscription plans', hi: 'सदस्यता प्लान' },
  searchNavbar: { en: 'Search products (navbar)', hi: 'उत्पाद खोजें (मेनू बार)' },
  searchMenu: { en: 'Search products (menu)', hi: 'उत्पाद खोजें (मेनू)' },
  login: { en: 'Login', hi: 'लॉग इन' },
  register: { en: 'Register', hi: 'रजिस्टर करें' },
  openMenu: { en: 'Open menu', hi: 'मेनू खोलें' },
  closeMenu: { en: 'Close menu', hi: 'मेनू बंद करें' },
  // Mega menu
  categories: { en: 'Categories', hi: 'श्रेणियाँ' },
  allInCategory: { en: 'All {name} →', hi: 'सभी {name} →' },
  subcategoriesOf: { en: '{name} subcategories', hi: '{name} की उप-श्रेणियाँ' },
  viewAllIn: { en: 'View all {name} →', hi: 'सभी {name} देखें →' },
  loadingProducts: { en: 'Loading products…', hi: 'उत्पाद लोड हो रहे हैं…' },
  productsFailed: { en: 'Products could not be loaded. Close the menu and open it again to retry.', hi: 'उत्पाद लोड नहीं हो सके। मेनू बंद करके फिर खोलें।' },
  noProducts: { en: 'No products available', hi: 'कोई उत्पाद उपलब्ध नहीं' },
  // Login modal
  close: { en: 'Close', hi: 'बंद करें' },
  emailAddress: { en: 'Email Address', hi: 'ईमेल पता' },
  password: { en: 'Password', hi: 'पासवर्ड' },
  newToMarketplace: { en: 'New to the marketplace? <0>Register here</0>', hi: 'मार्केटप्लेस पर नए हैं? <0>यहाँ रजिस्टर करें</0>' },
  // Search box
  searchLabel: { en: 'Search products and suppliers', hi: 'उत्पाद और सप्लायर खोजें' },
  searchPlaceholder: { en: 'Search products, e.g. basmati rice', hi: 'जैसे बासमती चावल, आटा, कुर्ती' },
  search: { en: 'Search', hi: 'खोजें' },
  kindProduct: { en: 'Product', hi: 'उत्पाद' },
  kindCategory: { en: 'Category', hi: 'श्रेणी' },
  kindSupplier: { en: 'Supplier', hi: 'सप्लायर' },
  // Chat button (the panel's texts are in `chat`, loaded with the panel)
  openChat: { en: 'Open chat', hi: 'चैट खोलें' },
  closeChat: { en: 'Close chat', hi: 'चैट बंद करें' },
  loadingChat: { en: 'Loading chat…', hi: 'चैट लोड हो रही है…' },
  loadingLogin: { en: 'Loading the login form…', hi: 'लॉगिन फ़ॉर्म लोड हो रहा है…' },
});
