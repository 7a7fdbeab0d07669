import { randomInt } from 'node:crypto';
import { exactQueries, misspeltQueries } from '../../bench/support/queries';
import { validRegistration } from '../integration/support/registration-data';
import { expectStatus, formFields, multipart, selectOptions, Visitor, withChanges, type Expectation, type RequestRecord } from './client';
import { query } from './database';

// The cluster test's traffic through the balancer: searches (English, misspelt, Devanagari),
// product, category and supplier pages, companies registering through the real form (draft
// autosave, the page again for the sub categories, submit, then log in) and logged-in buyers
// sending inquiries from product pages. Every create carries the idempotency key its form was
// rendered with, so HAProxy may replay it; what the site acknowledged is kept for the verdicts.

export interface Product {
  slug: string;
  name: string;
  nameHi: string | null;
  supplier: string;
  category: string;
  subcategory: string;
}

export interface Catalogue {
  products: Product[];
  queries: string[];
}

export async function loadCatalogue(primaryUrl: string): Promise<Catalogue> {
  const products = await query<Product>(
    primaryUrl,
    `SELECT p.slug, p.name, p.name_hi AS "nameHi", c.slug AS supplier, cat.slug AS category, sub.slug AS subcategory
       FROM products p JOIN companies c ON c.id = p.company_id JOIN categories cat ON cat.id = p.category_id JOIN subcategories sub ON sub.id = p.subcategory_id
      WHERE p.status = 'live' AND NOT p.supplier_suspended AND c.suspended_at IS NULL ORDER BY p.id`,
  );
  const devanagari = products.map((product) => product.nameHi).filter((name): name is string => !!name);
  return { products, queries: [...exactQueries, ...misspeltQueries, ...devanagari] };
}

export interface Acknowledged {
  /** Emails whose registration the site acknowledged (302 to the login page). */
  registrations: string[];
  /** Inquiry references the site showed as sent. */
  inquiries: string[];
}

/** Per buyer and supplier the site allows 3 inquiries an hour, per client address 20 a day (app/services/inquiries). */
const PER_SUPPLIER = 3;
const PER_BUYER = 15;

interface Buyer {
  visitor: Visitor;
  sent: Map<string, number>;
  total: number;
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

const expectPage = expectStatus(200);
const expectRedirect: Expectation = (answer) => (answer.status === 302 || answer.status === 303 ? undefined : `status ${answer.status}`);
const INQUIRY_REFERENCE = /INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const REGISTRATION_PASSWORD = 'seed-trays-and-soil';

export class Traffic {
  readonly records: RequestRecord[] = [];
  readonly acknowledged: Acknowledged = { registrations: [], inquiries: [] };
  private readonly buyers: Buyer[] = [];

  constructor(
    private readonly base: string,
    private readonly catalogue: Catalogue,
  ) {}

  /** A browser of the test's own through the balancer. */
  visitor(): Visitor {
    return new Visitor(this.base, this.records);
  }

  /** Logs `visitor` in through the login form; true when the site gave it a session. */
  async logIn(visitor: Visitor, email: string, password: string): Promise<boolean> {
    await visitor.request('login page', '/login', expectPage);
    const answer = await visitor.request('login', '/login', expectRedirect, { body: new URLSearchParams({ email, password, redirectTo: '/account' }) });
    return !answer.failure && visitor.cookie('ts_session') !== undefined;
  }

  async addDemoBuyer(): Promise<void> {
    const visitor = this.visitor();
    if (!(await this.logIn(visitor, 'buyer@tradesetu.example', 'demo-buyer-pass'))) throw new Error('the demo buyer could not log in through the balancer');
    this.buyers.push({ visitor, sent: new Map(), total: 0 });
  }

  /** One worker: a random mix of visits until `deadline` or until `budget` says stop. */
  async worker(deadline: number, budget: () => boolean): Promise<void> {
    const visitor = this.visitor();
    while (Date.now() < deadline && budget()) {
      const roll = randomInt(100);
      if (roll < 35) await this.search(visitor);
      else if (roll < 55) await visitor.request('product page', `/product/${pick(this.catalogue.products).slug}`, expectPage);
      else if (roll < 65) await this.categoryPage(visitor);
      else if (roll < 75) await visitor.request('supplier page', `/suppliers/${pick(this.catalogue.products).supplier}`, expectPage);
      else if (roll < 85) await this.register(deadline);
      else await this.inquiry();
    }
  }

  private async search(visitor: Visitor): Promise<void> {
    const q = pick(this.catalogue.queries);
    // Devanagari queries mostly from the Hindi pages, as a Hindi reader would search.
    const hindi = /[\u0900-\u097f]/.test(q) && randomInt(2) === 0;
    await visitor.request('search', `${hindi ? '/hi' : ''}/search?q=${encodeURIComponent(q)}`, expectPage);
  }

  private async categoryPage(visitor: Visitor): Promise<void> {
    const product = pick(this.catalogue.products);
    await visitor.request('category page', randomInt(2) === 0 ? `/products/${product.category}` : `/products/${product.category}/${product.subcategory}`, expectPage);
  }

  /**
   * A company registers as a browser without JavaScript would: the form, the category saved
   * with the draft (what autosave does), the page again to get that category's sub categories,
   * the submission, then its first login: it becomes one of the buyers.
   */
  private async register(deadline: number): Promise<void> {
    const visitor = this.visitor();
    const first = await visitor.request('registration page', '/register', expectPage);
    if (first.failure) return;
    const category = pick(selectOptions(first.body, 'category'));
    if (!category) throw new Error('the registration form offers no category');
    const saved = await visitor.request('registration draft save', '/register', expectPage, { body: multipart(withChanges(formFields(first.body, 'register'), { intent: 'save', category: category.value })) });
    if (saved.failure) return;
    const page = await visitor.request('registration page', '/register', expectPage);
    if (page.failure) return;
    const subcategory = pick(selectOptions(page.body, 'subCategory'));
    if (!subcategory) throw new Error(`the registration form offers no sub category after choosing ${category.label}`);
    const values = validRegistration(Number(category.value), Number(subcategory.value), { role: 'Buyer', companyName: `Cluster Traders ${randomInt(1_000_000)}` });
    const submitted = await visitor.request(
      'registration',
      '/register',
      (answer) => expectRedirect(answer) ?? (/\/login/.test(answer.headers.get('location') ?? '') ? undefined : `redirected to ${answer.headers.get('location')}`),
      { body: multipart(withChanges(formFields(page.body, 'register'), { ...values, intent: 'submit' })) },
    );
    if (submitted.failure) return;
    this.acknowledged.registrations.push(values.email);
    if (Date.now() < deadline && (await this.logIn(visitor, values.email, REGISTRATION_PASSWORD))) this.buyers.push({ visitor, sent: new Map(), total: 0 });
  }

  /** A logged-in buyer opens a product page and sends its inquiry form (with the form's idempotency key). */
  private async inquiry(): Promise<void> {
    const buyer = this.buyers.find((candidate) => candidate.total < PER_BUYER);
    const products = buyer ? this.catalogue.products.filter((product) => (buyer.sent.get(product.supplier) ?? 0) < PER_SUPPLIER) : [];
    if (!buyer || products.length === 0) {
      // No buyer with inquiries left yet (registrations make more): a page view instead.
      await this.search(this.visitor());
      return;
    }
    const product = pick(products);
    buyer.total += 1;
    buyer.sent.set(product.supplier, (buyer.sent.get(product.supplier) ?? 0) + 1);
    const page = await buyer.visitor.request('product page (buyer)', `/product/${product.slug}`, expectPage);
    if (page.failure) return;
    const fields = withChanges(formFields(page.body, 'inquiry'), {
      requirement: `Cluster test: please quote for ${product.name}, delivery to Pune within three weeks.`,
      buyerMobile: '9876543210',
    });
    const sent = await buyer.visitor.request('inquiry', `/product/${product.slug}`, (answer) => expectPage(answer) ?? (INQUIRY_REFERENCE.test(answer.body) ? undefined : 'no inquiry reference in the answer'), { body: new URLSearchParams(fields) });
    const reference = INQUIRY_REFERENCE.exec(sent.body)?.[0];
    if (!sent.failure && reference) this.acknowledged.inquiries.push(reference);
  }
}
