/** Shapes of the site header's data, shared by the server service and the browser components. */
export interface NavProduct {
  name: string;
  slug: string;
  legacyPath: string | null;
}
export interface NavSubcategory {
  name: string;
  slug: string;
  products: NavProduct[];
}
export interface NavCategory {
  name: string;
  slug: string;
  icon: string;
  subcategories: NavSubcategory[];
}
export interface NavLink {
  slug: string;
  name: string;
}
export interface SiteNavigation {
  productMenu: NavCategory[];
  enterpriseTypes: NavLink[];
  services: NavLink[];
}
