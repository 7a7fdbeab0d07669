import type { EnterpriseType } from '~/domain/search';

/*
 * The columns of each listing in the in-memory search index (memory-index.server.ts) that the search
 * filters and facets read: category, subcategory, seller, prices, minimum order and delivery states,
 * in typed arrays by listing id, and the sellers' state, type, verification and city once per seller.
 */

export interface CompanyFacts {
  stateCode: string | null;
  enterpriseType: EnterpriseType;
  verified: boolean;
  /** Lower-cased as the city filter compares it. */
  city: string;
}

/** What a listing must also satisfy besides the words (a search's filters other than document tokens). */
export type ListingCondition = (listing: ListingFacts) => boolean;

/** The columns of one indexed listing that filters read. */
export interface ListingFacts {
  categoryId: number;
  subcategoryId: number;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  minOrderQty: number;
  deliveryStates: readonly string[];
  company: CompanyFacts;
}

export function grown<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.max(needed, Math.ceil(array.length * 1.5), 16));
  next.set(array);
  return next;
}

/** One listing's columns as the index is given them. */
export interface ListingColumnValues {
  id: number;
  categoryId: number;
  subcategoryId: number;
  companyId: number;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  minOrderQty: number;
  deliveryStates: string[];
  company: CompanyFacts;
}

export class ListingColumns {
  private category = new Int32Array(0);
  private subcategory = new Int32Array(0);
  private company = new Int32Array(0);
  private priceMin = new Float64Array(0);
  private priceMax = new Float64Array(0);
  private minOrder = new Float64Array(0);
  /** Each listing's delivery states as an index into `deliverySets` (0: everywhere): a few distinct sets, not an array per listing. */
  private deliverySet = new Uint32Array(0);
  private readonly deliverySets: string[][] = [[]];
  private readonly deliverySetIds = new Map<string, number>([['', 0]]);
  private readonly companies = new Map<number, CompanyFacts>();

  get bytes(): number {
    return [this.category, this.subcategory, this.company, this.priceMin, this.priceMax, this.minOrder, this.deliverySet].reduce((sum, array) => sum + array.byteLength, 0);
  }

  /** Room for listing ids below `length`. */
  ensure(length: number): void {
    this.category = grown(this.category, length);
    this.subcategory = grown(this.subcategory, length);
    this.company = grown(this.company, length);
    this.priceMin = grown(this.priceMin, length);
    this.priceMax = grown(this.priceMax, length);
    this.minOrder = grown(this.minOrder, length);
    this.deliverySet = grown(this.deliverySet, length);
  }

  set(listing: ListingColumnValues): void {
    const { id } = listing;
    this.category[id] = listing.categoryId;
    this.subcategory[id] = listing.subcategoryId;
    this.company[id] = listing.companyId;
    this.priceMin[id] = listing.priceMinPaise ?? Number.NaN;
    this.priceMax[id] = listing.priceMaxPaise ?? Number.NaN;
    this.minOrder[id] = listing.minOrderQty;
    this.deliverySet[id] = this.deliverySetId(listing.deliveryStates);
    this.companies.set(listing.companyId, listing.company);
  }

  private deliverySetId(states: string[]): number {
    const key = states.join(',');
    let id = this.deliverySetIds.get(key);
    if (id === undefined) {
      id = this.deliverySets.length;
      this.deliverySets.push([...states]);
      this.deliverySetIds.set(key, id);
    }
    return id;
  }

  /** The facts filters read about listing `id` (held). */
  facts(id: number): ListingFacts {
    return {
      categoryId: this.category[id] as number,
      subcategoryId: this.subcategory[id] as number,
      priceMinPaise: Number.isNaN(this.priceMin[id]) ? null : (this.priceMin[id] as number),
      priceMaxPaise: Number.isNaN(this.priceMax[id]) ? null : (this.priceMax[id] as number),
      minOrderQty: this.minOrder[id] as number,
      deliveryStates: this.deliverySets[this.deliverySet[id] as number] as string[],
      company: this.companies.get(this.company[id] as number) as CompanyFacts,
    };
  }

  companyOf(id: number): number {
    return this.company[id] as number;
  }

  /** What the facets count of listing `id`: category, subcategory, the seller's state, type and verification. */
  facetSource(id: number): [number, number, string | null, EnterpriseType, boolean] {
    const company = this.companies.get(this.company[id] as number) as CompanyFacts;
    return [this.category[id] as number, this.subcategory[id] as number, company.stateCode, company.enterpriseType, company.verified];
  }

  /** Whether the listing's seller is verified (relevance's small boost). */
  sellerVerified(id: number): boolean {
    return this.companies.get(this.company[id] as number)?.verified === true;
  }
}
