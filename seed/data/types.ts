// Shapes of the demo marketplace data. Pure data: the seed loader maps these onto database rows.
import type { Availability, PriceBreak, Unit } from '../../app/domain/listing';

export interface SeedProduct {
  name: string;
  /** kebab-case, unique across all products */
  slug: string;
  /** Single-segment route the mega-menu tile links to (SPEC.md section 2); '/' for Black Pepper. */
  legacyPath: string;
  description: string;
  unit: Unit;
  /** Wholesale price per unit, integer paise. */
  priceMinPaise: number;
  priceMaxPaise: number;
  /** Minimum order quantity, in units. */
  minOrderQty: number;
  specs: Record<string, string>;
  /** Synonyms buyers type, including Hindi-English trade words. */
  keywords: string[];
  /** Slug of one of the subcategory's product groups (the tree's third level). */
  group: string;
  /** HSN code of the goods, 4, 6 or 8 digits. */
  hsnCode: string;
  /** GST rate in force from 22 September 2025, in basis points (5% is 500): 0, 25, 300, 500, 1800 or 4000. */
  gstRateBp: 0 | 25 | 300 | 500 | 1800 | 4000;
  /** Whether the prices above include GST; B2B sellers usually quote them without. */
  pricesIncludeGst: boolean;
  /** Quantity price breaks, ascending, the first starting at the MOQ; empty where prices are quoted per order. */
  priceBreaks: PriceBreak[];
  /** Days from order to dispatch. */
  leadTimeDays: number;
  availability: Availability;
  sampleAvailable: boolean;
  /** How the goods are packed for dispatch. */
  packaging: string;
  /** GST state codes the seller delivers to; empty means all of India. */
  deliveryStates: string[];
  /** The seller's own stock-keeping code, unique within the seller. */
  sku: string;
}

export interface SeedProductGroup {
  /** kebab-case, unique within its subcategory */
  slug: string;
  name: string;
}

export interface SeedSubcategory {
  name: string;
  slug: string;
  /** The product groups under this subcategory: 2 to 6. */
  groups: SeedProductGroup[];
  /** Exactly 6. */
  products: SeedProduct[];
}

export type CategorySlug =
  | 'agriculture'
  | 'apparels-and-fashion'
  | 'electrical-electronics'
  | 'energy'
  | 'food-beverages'
  | 'for-her'
  | 'gifting'
  | 'healthcare'
  | 'household'
  | 'kids-corner'
  | 'leather-products'
  | 'robotics-automation'
  | 'textiles-fabrics'
  | 'tools-machineries'
  | 'work-essentials';

export interface SeedCategory {
  slug: CategorySlug;
  name: string;
  /** A single emoji. */
  icon: string;
  description: string;
  /** Exactly 3. */
  subcategories: SeedSubcategory[];
}

export type LegalForm =
  | 'Private Limited'
  | 'Partnership Firm'
  | 'Startups'
  | 'LLP'
  | 'OPC'
  | 'Proprietorship'
  | 'Public Limited'
  | 'Others';

export type EnterpriseType = 'startup' | 'msme' | 'social' | 'innovative';

export type BusinessType = 'Manufacturing Sector' | 'Service Sector';

export interface SeedSupplier {
  slug: string;
  name: string;
  legalForm: LegalForm;
  enterpriseType: EnterpriseType;
  businessType: BusinessType;
  /** 2-digit GST state code. */
  stateCode: string;
  city: string;
  address: string;
  pin: string;
  gstin: string;
  pan: string;
  udyam: string | null;
  dpiit: string | null;
  yearEstablished: number;
  verified: boolean;
  contactName: string;
  designation: string;
  /** +91 followed by 10 digits starting 6-9. */
  mobile: string;
  email: string;
  website: string | null;
  description: string;
  categorySlugs: CategorySlug[];
}

export interface SeedCategoryTile {
  label: string;
  icon: string;
  categorySlug: CategorySlug | null;
  /** Its own drawing: a category or subcategory slug, or a tile drawing's name (app/assets/illustrations/drawing.ts). */
  drawing: string;
}

export interface SeedEnterpriseType {
  slug: EnterpriseType;
  name: string;
  summary: string;
  description: string;
}

export type ServiceSlug =
  | 'b2b-connect'
  | 'connect-to-grants'
  | 'education-training'
  | 'incubation-space'
  | 'investor-connect'
  | 'marketing-branding'
  | 'mentoring'
  | 'networking';

export interface SeedService {
  slug: ServiceSlug;
  name: string;
  summary: string;
  description: string;
  audience: string;
  benefits: string[];
}

export interface SeedState {
  /** 2-digit GST state code. */
  code: string;
  name: string;
  slug: string;
  tagline: string;
}

export interface SeedTestimonial {
  name: string;
  /** Role, company, city. */
  title: string;
  quote: string;
  avatarInitials: string;
}

export interface SeedPartner {
  name: string;
  kind: 'bank' | 'venture' | 'college' | 'council';
  slug: string;
}

export interface SeedBenefit {
  title: string;
  text: string;
  /** The first title lower-cased and hyphenated; kept when a title is reworded, as the info route is `/${slug}-info`. */
  slug: string;
}

export type PlanId = 'basic' | 'premium' | 'elite';

export interface SeedPlan {
  id: PlanId;
  name: 'Basic Pack' | 'Premium Pack' | 'Elite Pack';
  /** Per annum, GST included. */
  pricePaise: number;
  colour: string;
  /** One flag per entry of PLAN_FEATURES (app/services/site/home-content.server.ts), in order. */
  features: [boolean, boolean, boolean, boolean, boolean, boolean];
}
