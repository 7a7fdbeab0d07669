import { data } from 'react-router';
import type { Route } from './+types/i18n';
import { isLocale } from '~/domain/locale';
import { compiledNamespace, isNamespace } from '~/services/i18n/catalog.server';
import { withAppErrors } from '~/services/http/route-errors.server';

/**
 * One message namespace, compiled, for a page the browser reached by a client-side navigation
 * (the first page carries its own). The browser asks with the build's version in the query, so a
 * cache may keep each answer for good.
 */
export const loader = withAppErrors(({ params }: Route.LoaderArgs) => {
  const { locale, ns } = params;
  if (!isLocale(locale) || !isNamespace(ns)) throw data('No such messages', { status: 404 });
  return Response.json(compiledNamespace(locale, ns), { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
});
