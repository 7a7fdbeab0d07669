import type { I18n } from '@lingui/core';
import type { Namespace } from '~/content/messages';
import type { Locale } from '~/domain/locale';
import { createMessageFormatter, domainTextTranslator, loadNamespace, type CompiledNamespace, type KnownNames } from '~/domain/translate';

/** Where a page's namespaces come from: the server's compiled catalogs, or a fetch in the browser. */
export interface NamespaceSource {
  /** On the server: every namespace, at once. */
  now?: (ns: Namespace) => CompiledNamespace;
  /**
   * On the server: a formatter that already has every namespace (shared by all requests, never
   * written to); the page still records which namespaces it used, for its payload.
   */
  formatter?: I18n;
  /** In the browser: a namespace the first page did not carry (after a client-side navigation). */
  fetch?: (ns: Namespace) => Promise<CompiledNamespace>;
}

/** What the server writes into the page for the browser: its language and the namespaces it used. */
export interface TranslationsPayload {
  locale: Locale;
  namespaces: Partial<Record<Namespace, CompiledNamespace>>;
}

/**
 * One document's translations: its language (fixed for the document: switching language loads a
 * new page) and the namespaces loaded so far. On the server it records which namespaces the page
 * used, so the page carries exactly those to the browser (see TranslationsScript).
 */
export class PageTranslations {
  readonly formatter: I18n;
  private readonly loaded: Partial<Record<Namespace, CompiledNamespace>> = {};
  private readonly pending = new Map<Namespace, Promise<void>>();
  /** On the server: the whole `errors` namespace, of which the page carries only what it used. */
  private domainMessages?: CompiledNamespace;
  private readonly usedDomainKeys = new Set<string>();
  /** In the browser: whether the whole `errors` namespace is loaded (the page carried a part). */
  private domainComplete = false;
  private waitingForFirstUse = false;
  private domainVersion = 0;
  private readonly domainListeners = new Set<() => void>();

  constructor(
    readonly locale: Locale,
    private readonly source: NamespaceSource,
    initial: TranslationsPayload['namespaces'] = {},
    /** The payload's text as the server wrote it, so hydration renders the same script. */
    private readonly initialText?: string,
  ) {
    this.formatter = source.formatter ?? createMessageFormatter(locale);
    for (const [ns, messages] of Object.entries(initial) as [Namespace, CompiledNamespace][]) this.add(ns, messages);
  }

  private add(ns: Namespace, messages: CompiledNamespace): void {
    this.loaded[ns] = messages;
    if (!this.source.formatter) loadNamespace(this.formatter, ns, messages);
  }

  /** Null once `ns` is ready; otherwise a promise (browser only) a component suspends on. */
  ensure(ns: Namespace): Promise<void> | null {
    if (this.loaded[ns]) return null;
    if (this.source.now) {
      this.add(ns, this.source.now(ns));
      return null;
    }
    let pending = this.pending.get(ns);
    if (!pending) {
      const fetchNamespace = this.source.fetch;
      if (!fetchNamespace) throw new Error(`Messages of "${ns}" are not available`);
      pending = fetchNamespace(ns).then((messages) => this.add(ns, messages));
      this.pending.set(ns, pending);
    }
    return pending;
  }

  /**
   * Texts the domain wrote in English, in the page's language (see domainTextTranslator). English
   * texts are their own translation. The `errors` namespace holds every such text, ~90 KB: on the
   * server the translator notes the entries the page used, and only those go into the payload; in
   * the browser `completeDomainTextsOnFirstUse` loads the rest on the first focus, tap or key, for
   * messages the browser makes itself (validation as the user types or submits).
   */
  domainText(names?: KnownNames): (text: string) => string {
    if (this.locale === 'en') return (text) => text;
    if (this.source.now && !this.domainMessages) {
      this.domainMessages = this.source.now('errors');
      if (!this.source.formatter) loadNamespace(this.formatter, 'errors', this.domainMessages);
    }
    return domainTextTranslator(this.formatter, this.source.now ? (key) => this.usedDomainKeys.add(key) : undefined, names);
  }

  /**
   * Browser only: loads the rest of `errors` when the visitor first reaches for the page (a focus,
   * a tap, a key), which comes before any text the browser makes itself (validation as one types
   * or submits). Not while the page loads: ~90 KB of messages parsed and indexed on every Hindi page
   * was the largest long task after hydration, for texts most visits never show.
   */
  completeDomainTextsOnFirstUse(): void {
    if (this.locale === 'en' || this.domainComplete || this.waitingForFirstUse || typeof document === 'undefined') return;
    this.waitingForFirstUse = true;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      for (const event of events) document.removeEventListener(event, start, true);
      this.completeDomainTexts();
    };
    for (const event of events) document.addEventListener(event, start, { capture: true, passive: true });
  }

  /** Browser only: loads the whole `errors` namespace once, then tells the subscribed components. */
  completeDomainTexts(): void {
    if (this.locale === 'en' || this.domainComplete || !this.source.fetch) return;
    this.domainComplete = true;
    this.source
      .fetch('errors')
      .then((messages) => {
        loadNamespace(this.formatter, 'errors', messages);
        this.domainVersion += 1;
        for (const listener of this.domainListeners) listener();
      })
      .catch(() => {
        // The texts the page carried stay; a text the browser makes itself is shown in English.
        this.domainComplete = false;
      });
  }

  /** For useSyncExternalStore: components re-render with domain texts once the rest arrive. */
  readonly subscribeDomainTexts = (listener: () => void): (() => void) => {
    this.domainListeners.add(listener);
    return () => this.domainListeners.delete(listener);
  };

  readonly domainTextsVersion = (): number => this.domainVersion;

  /** The page's payload, as JSON safe inside a script element. */
  payloadText(): string {
    if (this.initialText !== undefined) return this.initialText;
    // JSON.stringify of the payload, each namespace's text made once per process (they never change).
    const parts = (Object.entries(this.loaded) as [Namespace, CompiledNamespace][]).map(([ns, messages]) => `${JSON.stringify(ns)}:${namespaceText(messages)}`);
    if (this.domainMessages && this.usedDomainKeys.size > 0) {
      const used: Record<string, CompiledNamespace[string]> = {};
      for (const key of this.usedDomainKeys) {
        const message = this.domainMessages[key];
        if (message !== undefined) used[key] = message;
      }
      parts.push(`"errors":${scriptSafe(JSON.stringify(used))}`);
    }
    return `{"locale":${JSON.stringify(this.locale)},"namespaces":{${parts.join(',')}}}`;
  }
}

const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const namespaceTexts = new WeakMap<CompiledNamespace, string>();

function namespaceText(messages: CompiledNamespace): string {
  let text = namespaceTexts.get(messages);
  if (text === undefined) namespaceTexts.set(messages, (text = scriptSafe(JSON.stringify(messages))));
  return text;
}

/** The id of the script element that carries the payload. */
export const TRANSLATIONS_SCRIPT_ID = 'ts-i18n';
