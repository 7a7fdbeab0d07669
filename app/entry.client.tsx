import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { TranslationsProvider } from '~/components/i18n/context';
import { PageTranslations, TRANSLATIONS_SCRIPT_ID, type TranslationsPayload } from '~/components/i18n/translations';
import type { CompiledNamespace } from '~/domain/translate';

/**
 * React Router's default browser entry, plus the page's translations: the server wrote the language
 * and the namespaces the page used into a script (TranslationsScript); a namespace a later
 * client-side navigation needs is fetched once, tagged with the build's version so caches keep it.
 * The translations script comes after the module script in the page, so hydration waits until the
 * document is parsed (app/services/http/after-paint-scripts.server.ts already starts it after that).
 */
function hydrate() {
  const payloadText = document.getElementById(TRANSLATIONS_SCRIPT_ID)?.textContent ?? '{"locale":"en","namespaces":{}}';
  const payload = JSON.parse(payloadText) as TranslationsPayload;
  const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? '';
  const translations = new PageTranslations(
    payload.locale,
    {
      fetch: async (ns) => {
        const response = await fetch(`/i18n/${payload.locale}/${ns}?v=${encodeURIComponent(version)}`);
        if (!response.ok) throw new Error(`Messages of "${ns}" could not be loaded (${response.status})`);
        return (await response.json()) as CompiledNamespace;
      },
    },
    payload.namespaces,
    payloadText,
  );

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationsProvider translations={translations}>
          <HydratedRouter />
        </TranslationsProvider>
      </StrictMode>,
    );
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrate, { once: true });
else hydrate();
