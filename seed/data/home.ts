// Static home-page and site content (SPEC.md sections 1–3 and 9).
import type {
  SeedBenefit,
  SeedCategoryTile,
  SeedEnterpriseType,
  SeedPartner,
  SeedPlan,
  SeedService,
  SeedState,
  SeedTestimonial,
} from './types';

/** Home category carousel: 49 tiles, mapped to a marketplace category where one fits. */
export const categoryTiles: SeedCategoryTile[] = [
  { label: 'Agriculture', icon: '🌾', categorySlug: 'agriculture', drawing: 'agriculture' },
  { label: 'Apparel', icon: '👕', categorySlug: 'apparels-and-fashion', drawing: 'apparels-and-fashion' },
  { label: 'Automobile', icon: '🚗', categorySlug: null, drawing: 'automobile' },
  { label: 'Building & Construction', icon: '🏗️', categorySlug: null, drawing: 'building-construction' },
  { label: 'Chemicals', icon: '🧪', categorySlug: null, drawing: 'chemicals' },
  { label: 'Electrical Equipment', icon: '🔌', categorySlug: 'electrical-electronics', drawing: 'electrical-electronics' },
  { label: 'Electronics & Components', icon: '💡', categorySlug: 'electrical-electronics', drawing: 'electronic-devices' },
  { label: 'Mobile & Accessories', icon: '📱', categorySlug: 'electrical-electronics', drawing: 'mobile-accessories' },
  { label: 'Energy & Power', icon: '⚡', categorySlug: 'energy', drawing: 'energy' },
  { label: 'Solar & Renewable Energy', icon: '☀️', categorySlug: 'energy', drawing: 'solar' },
  { label: 'Food & Beverages', icon: '🍛', categorySlug: 'food-beverages', drawing: 'food-beverages' },
  { label: 'Grocery & Staples', icon: '🛒', categorySlug: 'food-beverages', drawing: 'atta-dal-rice' },
  { label: 'Spices & Dry Fruits', icon: '🌶️', categorySlug: 'food-beverages', drawing: 'spices-condiments' },
  { label: 'Women’s Fashion', icon: '👗', categorySlug: 'for-her', drawing: 'for-her' },
  { label: 'Jewellery', icon: '💍', categorySlug: 'for-her', drawing: 'jewellery-accessories' },
  { label: 'Beauty & Personal Care', icon: '💄', categorySlug: 'for-her', drawing: 'beauty-personal-care' },
  { label: 'Gifts & Festive', icon: '🎁', categorySlug: 'gifting', drawing: 'gifting' },
  { label: 'Handicrafts', icon: '🏺', categorySlug: 'gifting', drawing: 'handicrafts-decor' },
  { label: 'Medical & Healthcare', icon: '🩺', categorySlug: 'healthcare', drawing: 'healthcare' },
  { label: 'Pharmaceuticals', icon: '💊', categorySlug: 'healthcare', drawing: 'pharmaceuticals' },
  { label: 'Ayurveda & Herbal', icon: '🌿', categorySlug: 'healthcare', drawing: 'ayurvedic-wellness' },
  { label: 'Home & Kitchen', icon: '🏠', categorySlug: 'household', drawing: 'household' },
  { label: 'Housekeeping & Cleaning', icon: '🧹', categorySlug: 'household', drawing: 'home-care-cleaning' },
  { label: 'Toys & Games', icon: '🧸', categorySlug: 'kids-corner', drawing: 'toys-games' },
  { label: 'Baby Care', icon: '🍼', categorySlug: 'kids-corner', drawing: 'baby-care' },
  { label: 'Leather & Footwear', icon: '👞', categorySlug: 'leather-products', drawing: 'leather-footwear' },
  { label: 'Bags & Luggage', icon: '👜', categorySlug: 'leather-products', drawing: 'leather-bags' },
  { label: 'Industrial Automation', icon: '🤖', categorySlug: 'robotics-automation', drawing: 'industrial-automation' },
  { label: 'Drones & Robotics', icon: '🚁', categorySlug: 'robotics-automation', drawing: 'educational-robotics-drones' },
  { label: 'Textiles & Fabrics', icon: '🧵', categorySlug: 'textiles-fabrics', drawing: 'textiles-fabrics' },
  { label: 'Yarn & Fibre', icon: '🧶', categorySlug: 'textiles-fabrics', drawing: 'yarn-home-textiles' },
  { label: 'Home Furnishings', icon: '🛏️', categorySlug: 'textiles-fabrics', drawing: 'home-furnishings' },
  { label: 'Industrial Machinery', icon: '⚙️', categorySlug: 'tools-machineries', drawing: 'industrial-machinery' },
  { label: 'Hand & Power Tools', icon: '🛠️', categorySlug: 'tools-machineries', drawing: 'power-tools' },
  { label: 'Pumps & Motors', icon: '🚰', categorySlug: 'tools-machineries', drawing: 'pumps-motors' },
  { label: 'Safety & Security', icon: '🦺', categorySlug: 'work-essentials', drawing: 'safety-gear-ppe' },
  { label: 'Office Supplies & Stationery', icon: '📎', categorySlug: 'work-essentials', drawing: 'office-supplies' },
  { label: 'Furniture', icon: '🪑', categorySlug: 'work-essentials', drawing: 'office-furniture' },
  { label: 'Seeds & Plants', icon: '🌱', categorySlug: 'agriculture', drawing: 'seeds' },
  { label: 'Packaging Material', icon: '📦', categorySlug: null, drawing: 'packaging-material' },
  { label: 'Plastics & Polymers', icon: '🧴', categorySlug: null, drawing: 'plastics-polymers' },
  { label: 'Metals & Alloys', icon: '🔩', categorySlug: null, drawing: 'metals-alloys' },
  { label: 'Paper & Paper Products', icon: '📄', categorySlug: null, drawing: 'paper-products' },
  { label: 'Printing & Publishing', icon: '🖨️', categorySlug: null, drawing: 'printing-publishing' },
  { label: 'Computers & IT Solutions', icon: '💻', categorySlug: null, drawing: 'computers-it' },
  { label: 'Telecom Equipment', icon: '📡', categorySlug: null, drawing: 'telecom-equipment' },
  { label: 'Lab & Scientific Instruments', icon: '🔬', categorySlug: null, drawing: 'lab-instruments' },
  { label: 'Hotel & Restaurant Supplies', icon: '🍽️', categorySlug: null, drawing: 'hotel-restaurant' },
  { label: 'Sports & Fitness', icon: '🏏', categorySlug: null, drawing: 'sports-fitness' },
];

export const enterpriseTypes: SeedEnterpriseType[] = [
  {
    slug: 'startup',
    name: 'Startups',
    summary: 'Young, fast-moving companies bringing new products and business models to Indian trade.',
    description:
      'Startups on the marketplace are companies in their first years of business, many of them recognised by DPIIT under Startup India. They bring new products, direct-to-consumer brands and technology-led services, and often accept smaller trial orders. Buyers can discover emerging suppliers early, and founders get access to bulk buyers, mentors and investors in one place.',
  },
  {
    slug: 'msme',
    name: 'MSMEs',
    summary: 'Udyam-registered micro, small and medium enterprises, the backbone of Indian manufacturing.',
    description:
      'Micro, small and medium enterprises registered on the Udyam portal make most of what India trades, from Tiruppur knitwear to Rajkot machine tools. On the marketplace they reach buyers beyond their local mandi or cluster, quote against real enquiries and build a profile with their GST and Udyam details. Buyers benefit from factory-direct prices.',
  },
  {
    slug: 'social',
    name: 'Social Enterprises',
    summary: 'Cooperatives, producer companies and trusts that trade to improve livelihoods.',
    description:
      'Social enterprises include farmer producer companies, weavers’ and artisans’ cooperatives, self-help group federations and trusts that sell products to support their members and communities. Buying from them puts more of the price in the hands of farmers, weavers and women artisans. The marketplace helps them present their work professionally, take bulk and CSR orders, and get paid on time.',
  },
  {
    slug: 'innovative',
    name: 'Innovative Enterprises',
    summary: 'R&D-led companies with patents, new technology or a better way of making things.',
    description:
      'Innovative enterprises invest in research and development: robotics integrators, clean-energy manufacturers, medical device makers and agri-tech firms with patents, certified labs or new designs. The marketplace showcases their technology to industrial buyers, government departments and exporters, and connects them with grants, incubators and investors that fund the next stage of growth.',
  },
];

export const services: SeedService[] = [
  {
    slug: 'b2b-connect',
    name: 'B2B Connect',
    summary: 'Get matched with buyers and sellers for your products.',
    description:
      'B2B Connect turns your product listings into business conversations. Our team studies your catalogue, capacity and target markets, then introduces you to buyers, distributors and sourcing agents who are looking for what you make. You receive qualified enquiries with quantity, delivery location and timelines, and can respond with quotations from your dashboard. Buyers, in turn, get a shortlist of suppliers that meet their specifications instead of cold-calling dozens of vendors.',
    audience: 'Manufacturers, traders and service providers looking for new buyers; procurement teams looking for reliable suppliers.',
    benefits: [
      'Qualified enquiries matched to your product and capacity',
      'Buyer and supplier profiles with GST details, and what TradeSetu has checked about each supplier',
      'Quotation and follow-up tracking in one dashboard',
      'Introductions to distributors and buying agents in new states',
    ],
  },
  {
    slug: 'connect-to-grants',
    name: 'Connect to Grants',
    summary: 'Find and apply for government schemes, subsidies and grants that fit your business.',
    description:
      'India offers hundreds of schemes for small businesses, from credit-linked capital subsidies and technology upgradation funds to state startup grants and export incentives, but finding the right one takes time. Connect to Grants checks your Udyam, DPIIT and GST profile against central and state schemes, tells you which ones you qualify for, and guides you through the documents and application. Our partners help prepare project reports and follow up with the implementing agencies.',
    audience: 'Udyam-registered MSMEs, DPIIT-recognised startups, farmer producer organisations and artisan groups.',
    benefits: [
      'Eligibility check against central and state schemes',
      'Document checklists and project report support',
      'Alerts when new schemes and calls for proposals open',
      'Follow-up support until sanction and disbursement',
    ],
  },
  {
    slug: 'education-training',
    name: 'Education & Training',
    summary: 'Practical courses on exports, GST, digital selling and quality for business owners and teams.',
    description:
      'Our training programmes are built for busy owners and their teams. Short courses cover GST compliance and e-invoicing, export documentation, costing and pricing, selling on digital marketplaces, quality certifications such as ISO and BIS, and workplace safety. Sessions are taught by practitioners in English and Hindi, online and in industrial clusters, with certificates on completion.',
    audience: 'MSME owners, startup founders, sales and accounts staff, and new exporters.',
    benefits: [
      'Courses taught by practitioners, in English and Hindi',
      'Online sessions and in-person workshops in industrial clusters',
      'Templates for costing, export documents and GST returns',
      'Certificates of completion for participants',
    ],
  },
  {
    slug: 'incubation-space',
    name: 'Incubation Space',
    summary: 'Plug-and-play workspace, labs and prototyping facilities for early-stage ventures.',
    description:
      'Through partner incubators at engineering colleges and industry bodies, we offer furnished seats, meeting rooms, prototyping labs and testing facilities at subsidised rates. Incubated companies also get help with company registration, DPIIT recognition, intellectual property filings and their first customers. Space is available in Pune, Bengaluru, Hyderabad, Ahmedabad and Kochi.',
    audience: 'Early-stage startups, student founders and hardware teams that need labs and a business address.',
    benefits: [
      'Furnished seats and meeting rooms at subsidised rates',
      'Access to prototyping labs, 3D printers and test equipment',
      'Help with DPIIT recognition and patent filings',
      'Introductions to first customers and pilot partners',
    ],
  },
  {
    slug: 'investor-connect',
    name: 'Investor Connect',
    summary: 'Meet angel investors, venture funds and lenders who back Indian small businesses.',
    description:
      'Investor Connect prepares you for funding and puts you in front of the right investors. We review your pitch and financials, suggest whether equity, debt or a blended instrument fits your stage, and arrange curated meetings with angel networks, venture funds, NBFCs and banks through our partners. Demo days are held each quarter for member startups and growth-stage MSMEs.',
    audience: 'Startups raising seed or Series A rounds and MSMEs seeking growth capital or working-capital finance.',
    benefits: [
      'Pitch deck and financial model review',
      'Curated meetings with angels, funds and lenders',
      'Quarterly demo days for members',
      'Guidance on equity, debt and government-backed credit',
    ],
  },
  {
    slug: 'marketing-branding',
    name: 'Marketing & Branding',
    summary: 'Build a brand buyers trust: catalogues, product photography, websites and trade fairs.',
    description:
      'Many good manufacturers lose orders because they look small online. Our marketing and branding service helps you present your business professionally with a brand identity, product photography, digital catalogues, a business website and listings that rank in search. We also help you plan participation in domestic and international trade fairs, and run promotions in the domestic market for new product launches.',
    audience: 'MSMEs, artisan groups and startups entering new markets or launching their own brand.',
    benefits: [
      'Logo, brand identity and packaging design',
      'Product photography and digital catalogues',
      'Business website and marketplace listing optimisation',
      'Trade fair planning and domestic promotion campaigns',
    ],
  },
  {
    slug: 'mentoring',
    name: 'Mentoring',
    summary: 'One-to-one guidance from experienced entrepreneurs, exporters and industry experts.',
    description:
      'Our mentors are founders, plant heads, exporters, bankers and chartered accountants who have built and run businesses in India. You are matched with a mentor based on your sector and the challenge you face, whether it is scaling production, entering exports, fixing cash flow or preparing for investment. Mentoring runs as monthly sessions over six months, with clear goals agreed at the start.',
    audience: 'First-generation entrepreneurs, family businesses planning the next stage, and startup founders.',
    benefits: [
      'Mentor matched to your sector and challenge',
      'Monthly one-to-one sessions over six months',
      'Access to a panel of legal, tax and export experts',
      'Agreed goals with progress reviews',
    ],
  },
  {
    slug: 'networking',
    name: 'Networking',
    summary: 'Meet peers, buyers and partners at cluster meets, buyer–seller events and online forums.',
    description:
      'Business grows through relationships. We run monthly cluster meets in industrial towns, buyer–seller meets with large corporates and government buyers, and sector forums online where members share leads, suppliers and advice. Members also get invitations to trade delegations and export promotion events organised with our partner councils.',
    audience: 'All members who want new partners, suppliers, buyers and peers in their sector.',
    benefits: [
      'Monthly cluster meets in industrial towns',
      'Buyer–seller meets with corporates and government buyers',
      'Online sector forums for leads and advice',
      'Invitations to trade delegations and export events',
    ],
  },
];

/** India presence strip: 18 states, by GST state code. */
export const states: SeedState[] = [
  { code: '27', name: 'Maharashtra', slug: 'maharashtra', tagline: 'Seeds and farm inputs from Nashik, robotics from Pune and Kolhapuri leather.' },
  { code: '29', name: 'Karnataka', slug: 'karnataka', tagline: 'Channapatna toys, Chikkamagaluru coffee, Mysuru agarbatti and Bengaluru automation.' },
  { code: '33', name: 'Tamil Nadu', slug: 'tamil-nadu', tagline: 'Tiruppur knitwear, Coimbatore pumps, Ambur leather and Sivakasi printing.' },
  { code: '24', name: 'Gujarat', slug: 'gujarat', tagline: 'Rajkot machine tools, Surat textiles, Unjha cumin and Kutch crafts.' },
  { code: '09', name: 'Uttar Pradesh', slug: 'uttar-pradesh', tagline: 'Banarasi silk, Moradabad brass, Kanpur leather and Noida electronics.' },
  { code: '08', name: 'Rajasthan', slug: 'rajasthan', tagline: 'Jaipur block prints and jewellery, Sojat henna and Marwar pulses.' },
  { code: '19', name: 'West Bengal', slug: 'west-bengal', tagline: 'Hooghly jute, Kolkata leather goods and Howrah garments.' },
  { code: '32', name: 'Kerala', slug: 'kerala', tagline: 'Malabar pepper and cardamom, Ayurveda and cocoa from Idukki.' },
  { code: '36', name: 'Telangana', slug: 'telangana', tagline: 'Pochampally ikat, Hyderabad medical devices and battery technology.' },
  { code: '37', name: 'Andhra Pradesh', slug: 'andhra-pradesh', tagline: 'Guntur chillies, delta rice, Kalamkari and agri-drones from Vizag.' },
  { code: '03', name: 'Punjab', slug: 'punjab', tagline: 'Ludhiana knitwear, Jalandhar hand tools and paddy-straw bioenergy.' },
  { code: '06', name: 'Haryana', slug: 'haryana', tagline: 'Karnal basmati, Panipat home textiles and Jagadhri steel utensils.' },
  { code: '23', name: 'Madhya Pradesh', slug: 'madhya-pradesh', tagline: 'Sharbati wheat and atta, Neemuch herbs and Chanderi weaves.' },
  { code: '10', name: 'Bihar', slug: 'bihar', tagline: 'Madhubani paintings, Bhagalpur tussar silk and women-led enterprises.' },
  { code: '21', name: 'Odisha', slug: 'odisha', tagline: 'Pattachitra and Dhokra crafts, PPE and clean cookstoves.' },
  { code: '18', name: 'Assam', slug: 'assam', tagline: 'Assam CTC tea, golden muga silk and bamboo crafts.' },
  { code: '02', name: 'Himachal Pradesh', slug: 'himachal-pradesh', tagline: 'Kullu shawls and the Baddi pharmaceutical hub.' },
  { code: '05', name: 'Uttarakhand', slug: 'uttarakhand', tagline: 'Haridwar Ayurveda, Himalayan herbs and Pantnagar electricals.' },
];

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Sunita Bhor',
    title: 'CEO, Shivneri Farmers Producer Company, Narayangaon',
    quote:
      'Our farmers used to sell pumpkins and maize to whoever came to the village. Through the marketplace we now supply two food processors and a hotel chain directly, and members got a better price this season.',
    avatarInitials: 'SB',
  },
  {
    name: 'Senthil Kumar R',
    title: 'Managing Director, Noyyal Knit Exports, Tiruppur',
    quote:
      'We get enquiries from brands in states we never sold to before, and every buyer comes with a verified GSTIN. Three of our biggest domestic customers this year found us here.',
    avatarInitials: 'SK',
  },
  {
    name: 'Neha Kumari',
    title: 'Founder & CEO, Suraksha Naari Hygiene, Patna',
    quote:
      'As a small startup from Bihar, getting noticed was the hardest part. The investor connect and mentoring sessions helped us close our seed round, and CSR orders now keep 80 women employed.',
    avatarInitials: 'NK',
  },
  {
    name: 'Hitesh Kalaria',
    title: 'Director, Saurashtra Machine Tools, Rajkot',
    quote:
      'Buyers compare specifications and prices before they call, so the conversations are serious. We shipped lathes to four new dealers this year, and the payment protection gave both sides confidence.',
    avatarInitials: 'HK',
  },
];

/** Partner strip: 3 banks or ventures, 6 colleges or councils (fictional names). */
export const partners: SeedPartner[] = [
  { name: 'Bharat MSME Bank', kind: 'bank', slug: 'bharat-msme-bank' },
  { name: 'Gramin Udyam Sahakari Bank', kind: 'bank', slug: 'gramin-udyam-sahakari-bank' },
  { name: 'Sahyadri Ventures', kind: 'venture', slug: 'sahyadri-ventures' },
  { name: 'Institute of Technology Pune', kind: 'college', slug: 'institute-of-technology-pune' },
  { name: 'Kovai College of Engineering', kind: 'college', slug: 'kovai-college-of-engineering' },
  { name: 'Sabarmati Institute of Design', kind: 'college', slug: 'sabarmati-institute-of-design' },
  { name: 'Export Promotion Council for Handloom & Crafts', kind: 'council', slug: 'export-promotion-council-for-handloom-crafts' },
  { name: 'Federation of Indian MSME Councils', kind: 'council', slug: 'federation-of-indian-msme-councils' },
  { name: 'Agri-Food Export Development Council', kind: 'council', slug: 'agri-food-export-development-council' },
];

/** The four home benefit cards; each links to `/${slug}-info`. */
export const benefits: SeedBenefit[] = [
  {
    title: 'Business Offerings Across India',
    text: 'Browse products and services listed by manufacturers, traders and service providers across India; the figures below are counted live.',
    slug: 'millions-of-business-offerings',
  },
  {
    title: 'Know Who You Trade With',
    text: 'See what TradeSetu has checked about a supplier, and keep inquiries, quotations and purchase orders on record in one place.',
    slug: 'assured-quality-and-transactions',
  },
  {
    title: 'One-Stop Trading Solution',
    text: 'Go from search to purchase order in one place: find products, send inquiries, compare quotations and issue a purchase order.',
    slug: 'one-stop-trading-solution',
  },
  {
    title: 'Tailored Experience',
    text: 'Post a buy requirement and let matching suppliers quote; sellers choose the categories and states they hear about.',
    slug: 'tailored-experience',
  },
];

/**
 * Annual membership plans; prices include 18% GST. Feature flags follow PLAN_FEATURES in
 * app/services/site/home-content.server.ts (directory of members, global tenders, knowledge bank,
 * info tracker, online master classes, B2B opportunities).
 */
export const plans: SeedPlan[] = [
  { id: 'basic', name: 'Basic Pack', pricePaise: 590000, colour: '#0EA5E9', features: [true, false, false, false, false, false] },
  { id: 'premium', name: 'Premium Pack', pricePaise: 1180000, colour: '#F59E0B', features: [true, false, true, true, true, true] },
  { id: 'elite', name: 'Elite Pack', pricePaise: 1770000, colour: '#7C3AED', features: [true, true, true, true, true, true] },
];
