import type { Ref } from 'react';
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, type FormProps, type LinkProps, type NavLinkProps, type To } from 'react-router';
import { localisedHref, type Locale } from '~/domain/locale';
import { useLocale } from './context';

/**
 * React Router's Link, NavLink and Form that stay in the page's language: on a Hindi page
 * `<Link to="/search">` goes to /hi/search. Components import these, never the router's own
 * (eslint.config.js), so no link drops a Hindi reader back into English.
 */
function localiseTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return localisedHref(to, locale);
  return to.pathname ? { ...to, pathname: localisedHref(to.pathname, locale) } : to;
}

export function Link({ to, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink to={localiseTo(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterNavLink to={localiseTo(to, useLocale())} {...props} />;
}

export function Form({ action, ...props }: FormProps & { ref?: Ref<HTMLFormElement> }) {
  const locale = useLocale();
  return <RouterForm action={action === undefined ? undefined : localisedHref(action, locale)} {...props} />;
}
