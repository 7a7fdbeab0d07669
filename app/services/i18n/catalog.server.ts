import type { I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { namespaces, type Namespace } from '~/content/messages';
import { LOCALES, type Locale } from '~/domain/locale';
import { createMessageFormatter, domainTextTranslator, loadNamespace, translatorFor, type CompiledNamespace, type KnownNames, type Translate } from '~/domain/translate';

/**
 * The message catalogs (app/content/messages) compiled once per language and namespace: the
 * server formats with them and sends a page's namespaces, compiled, to the browser.
 */
const compiled = new Map<string, CompiledNamespace>();

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(namespaces, value);
}

export function compiledNamespace(locale: Locale, ns: Namespace): CompiledNamespace {
  const cacheKey = `${locale}:${ns}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    const texts: Record<string, Readonly<Record<Locale, string>>> = namespaces[ns];
    messages = Object.fromEntries(Object.entries(texts).map(([key, message]) => [key, compileMessageOrThrow(message[locale])]));
    compiled.set(cacheKey, messages);
  }
  return messages;
}

const formatters = new Map(
  LOCALES.map((locale) => {
    const formatter = createMessageFormatter(locale);
    for (const ns of Object.keys(namespaces) as Namespace[]) loadNamespace(formatter, ns, compiledNamespace(locale, ns));
    return [locale, formatter] as const;
  }),
);

/**
 * The language's formatter with every namespace loaded, shared by every request: pages format
 * with it (entry.server.tsx) rather than loading their namespaces into a formatter of their own
 * per request. Read only: nothing may load messages into it.
 */
export function serverFormatter(locale: Locale): I18n {
  return formatters.get(locale) ?? createMessageFormatter(locale);
}

/** A namespace's messages in one language, for loaders, actions, emails and documents. */
export function serverTranslator<N extends Namespace>(locale: Locale, ns: N): Translate<N> {
  return translatorFor(serverFormatter(locale), ns);
}

/**
 * A text a service wrote in English (a refusal, a notification's title) in one language, looked up
 * in the `errors` namespace as on pages (useDomainText); a text without an entry comes back as it is.
 */
export function serverDomainText(locale: Locale, knownNames?: KnownNames): (text: string) => string {
  return domainTextTranslator(serverFormatter(locale), undefined, knownNames);
}
