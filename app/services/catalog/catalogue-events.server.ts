/**
 * One signal for "the public catalogue changed" (a listing went live, was edited while live,
 * paused, archived or taken down). Caches of public catalogue data subscribe with
 * `onCatalogueChange` and forget what they hold, so a change shows at once rather than after
 * their time to live. In-process only: several app processes are issue 20's concern.
 */
type Listener = () => void;

const holder = globalThis as typeof globalThis & { __tradesetuCatalogueListeners?: Set<Listener> };
const listeners = (holder.__tradesetuCatalogueListeners ??= new Set<Listener>());

export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogueChanged(): void {
  for (const listener of listeners) listener();
}
