import { complianceLinks, footerColumns, marketplaceLinks, socialLinks } from '~/content/footer-links';
import { RichText, useLocalisedHref, useT } from '~/components/i18n/context';

interface FooterSite {
  platform: { legalName: string; gstin: string; cin: string; phone: string; accountId: string; address: string };
}

/** The names app/content/messages/footer.ts translates, keyed by their English text (a name without its Hindi does not type-check). */
type FooterLabel =
  | (typeof footerColumns)[number]['title']
  | (typeof footerColumns)[number]['links'][number]['label']
  | (typeof marketplaceLinks)[number]['label']
  | (typeof complianceLinks)[number]['label'];

/** The site footer of SPEC.md section 2, with the platform identity from configuration. */
export function SiteFooter({ site }: { site: FooterSite }) {
  const t = useT('footer');
  const href = useLocalisedHref();
  const name = (label: FooterLabel) => t(label);
  return (
    <footer className="bg-slate-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 lg:grid-cols-4">
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={name(column.title)}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-white">{name(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={href(link.href)} className="hover:text-white hover:underline">
                    {name(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 border-t border-slate-700 px-4 py-8 text-sm md:grid-cols-3">
        <LinkGroup title={t('followUs')} links={socialLinks} external />
        <LinkGroup title={t('alsoSellOn')} links={marketplaceLinks.map((link) => ({ ...link, label: name(link.label) }))} external />
        <LinkGroup title={t('policies')} links={complianceLinks.map((link) => ({ label: name(link.label), href: href(link.href) }))} />
      </div>
      <div className="border-t border-slate-700">
        <dl className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-1 px-4 py-4 text-xs text-slate-400" data-testid="footer-identity">
          <div className="flex gap-1">
            <dt>GSTIN:</dt>
            <dd>{site.platform.gstin}</dd>
          </div>
          <div className="flex gap-1">
            <dt>CIN:</dt>
            <dd>{site.platform.cin}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${site.platform.phone.replace(/\s+/g, '')}`} className="hover:text-white">
                {site.platform.phone}
              </a>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('accountId')}</dt>
            <dd>{site.platform.accountId}</dd>
          </div>
        </dl>
        <p className="mx-auto max-w-7xl px-4 pb-6 text-xs text-slate-400">
          <RichText
            text={t('copyright', { legalName: site.platform.legalName, address: site.platform.address })}
            parts={[
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichText fills the link with the message's words
              <a key="maps" href="https://github.com/VictorCazanave/svg-maps" className="underline hover:text-white" target="_blank" rel="noopener noreferrer" />,
            ]}
          />
        </p>
      </div>
    </footer>
  );
}

/** A titled row of footer links; `external` ones open in a new tab without handing over the opener. */
function LinkGroup({ title, links, external = false }: { title: string; links: ReadonlyArray<{ label: string; href: string }>; external?: boolean }) {
  return (
    <div>
      <h2 className="font-bold text-white">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} className="hover:text-white hover:underline" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
