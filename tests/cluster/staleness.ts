import { expectStatus, formFields, multipart, Visitor, withChanges } from './client';
import { sleep } from './processes';

// How long a listing edited through one app process is shown as it was by the others. The
// supplier renames a live listing in the listing editor on one process's own port; the product
// page and a search for it on every other process are then read until they show the new name.
// Before each edit those pages are read once on each observer, so a process that caches them
// (the search cache) holds the old name: the test measures exactly what a visitor would see.

export const STALE_LIMIT_MS = 2_000;
/** How long an observer is watched after an edit before the read counts as never caught up. */
const WATCH_MS = 15_000;
const POLL_MS = 50;

export interface Observer {
  name: string;
  url: string;
  /** False while the process is down (killed and not yet ready again): it neither edits nor observes. */
  up: () => boolean;
}

export interface StaleReading {
  edit: number;
  via: string;
  observer: string;
  page: string;
  /** How long after the editor's acknowledgement a read of the observer still started and showed the old name; null if it never showed the new one within WATCH_MS. */
  staleMs: number | null;
}

export interface StalenessResult {
  edits: number;
  failedEdits: string[];
  readings: StaleReading[];
}

const SUPPLIER = { email: 'supplier@tradesetu.example', password: 'demo-supplier-pass' };
/** A live listing of the demo supplier's (a reviewed company, so a rename goes live at once). */
export const LISTING = { slug: 'okra-seeds', name: 'Okra Seeds', search: 'okra' };
const MAX_FAILED_EDITS = 5;

/**
 * Reads `path` on `observer` until an answer contains `text`. Returns how long after `since` the
 * last read that still showed the old page had started (0 when none did): a read started within
 * the limit may show the old name, one started later may not, however slow its answer. Null when
 * the new name never showed within WATCH_MS (or the observer went down).
 */
async function watch(visitor: Visitor, path: string, text: string, since: number, observer: Observer): Promise<number | null> {
  let lastOld = since;
  while (Date.now() - since < WATCH_MS) {
    if (!observer.up()) return null;
    const sent = Date.now();
    const answer = await visitor.request('staleness: read', path, expectStatus(200));
    if (answer.body.includes(text)) return lastOld - since;
    if (!answer.failure) lastOld = sent;
    await sleep(POLL_MS);
  }
  return null;
}

export async function measureStaleness(processes: Observer[], listingId: number, deadline: number): Promise<StalenessResult> {
  const result: StalenessResult = { edits: 0, failedEdits: [], readings: [] };
  const first = processes[0]!;
  const supplier = new Visitor(first.url, undefined, first.name);
  await supplier.request('staleness: login page', '/login', expectStatus(200));
  const login = await supplier.request('staleness: login', '/login', expectStatus(302), { body: new URLSearchParams({ email: SUPPLIER.email, password: SUPPLIER.password, redirectTo: '/account' }) });
  if (login.failure) throw new Error(`the demo supplier could not log in on ${first.name}: ${login.failure}`);
  const id = listingId;
  const pages = [`/product/${LISTING.slug}`, `/search?q=${LISTING.search}`];

  for (let edit = 1; Date.now() < deadline && result.failedEdits.length < MAX_FAILED_EDITS; edit++) {
    const live = processes.filter((process) => process.up());
    const via = live[edit % live.length];
    const observers = live.filter((process) => process !== via);
    if (!via || observers.length === 0) {
      await sleep(500);
      continue;
    }
    const readers = observers.map((observer) => ({ observer, visitor: supplier.at(observer.url, observer.name) }));
    // What each observer shows now (and caches, if it caches).
    await Promise.all(readers.flatMap(({ visitor }) => pages.map((path) => visitor.request('staleness: read', path, expectStatus(200)))));

    const editor = supplier.at(via.url, via.name);
    const form = await editor.request('staleness: editor', `/account/products/${id}`, expectStatus(200));
    const formId = /<form\b[^>]*\bid="(listing-\d+-v\d+)"/.exec(form.body)?.[1];
    const name = `${LISTING.name} lot ${edit}`;
    // An edit cut short by the SIGKILL of its process is no verdict on staleness.
    if ((form.failure || !formId) && !via.up()) continue;
    if (form.failure || !formId) {
      result.failedEdits.push(`edit ${edit} via ${via.name}: the editor answered ${form.failure ?? 'without the listing form'}`);
      continue;
    }
    const saved = await editor.request('staleness: save', `/account/products/${id}`, expectStatus(302), { body: multipart(withChanges(formFields(form.body, formId), { name, intent: 'save' })) });
    if (saved.failure && !via.up()) continue;
    if (saved.failure) {
      result.failedEdits.push(`edit ${edit} via ${via.name}: the save answered ${saved.failure}`);
      continue;
    }
    const acknowledged = Date.now();
    result.edits += 1;
    const readings = await Promise.all(
      readers.flatMap(({ observer, visitor }) =>
        pages.map(async (page) => ({ edit, via: via.name, observer: observer.name, page: page.split('?')[0]!, staleMs: await watch(visitor, page, name, acknowledged, observer) })),
      ),
    );
    // An observer that went down meanwhile (the killed process) has no reading to give.
    result.readings.push(...readings.filter((reading) => reading.staleMs !== null || processes.find((process) => process.name === reading.observer)?.up()));
    await sleep(1_000);
  }
  return result;
}
