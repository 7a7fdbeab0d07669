import type { Route } from './+types/home';
import type { LayoutHandle } from '~/root';
import { CategoryCarousel } from '~/components/home/category-carousel';
import { PartnerStrip } from '~/components/home/partner-strip';
import { StateStrip } from '~/components/home/state-strip';
import { TestimonialCarousel } from '~/components/home/testimonial-carousel';
import { SearchBox } from '~/components/search-box';
import { useScrollThresholds } from '~/components/use-scroll-thresholds';
import { loadHomeContent } from '~/services/site/home-content.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { RichText, useLocalisedHref, useT } from '~/components/i18n/context';
import { localeOf } from '~/services/i18n/request.server';
import { config } from '~/config.server';
import { serverTranslator } from '~/services/i18n/catalog.server';

export const handle = { heroSearch: true } satisfies LayoutHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.seo.title }, { name: 'description', content: loaderData?.seo.description }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const locale = localeOf(request);
  const t = serverTranslator(locale, 'home');
  const siteName = config().SITE_NAME;
  return { ...(await loadHomeContent(locale)), seo: { title: t('metaTitle', { siteName }), description: t('metaDescription') } };
});

/** Outline icons (24×24 paths) for the four benefit cards, in the seed's order. */
const BENEFIT_ICONS = [
  'M3 9l1.5-5h15L21 9M3 9h18M3 9v11h18V9M9 20v-6h6v6',
  'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zm-3.5 9l2.5 2.5 4.5-5',
  'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0-3a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
];
const PROMO_VIDEOS = {
  verified: 'https://www.youtube.com/results?search_query=verified+supplier+b2b+india',
  assurance: 'https://www.youtube.com/results?search_query=trade+assurance+escrow+b2b+india',
};

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  const { pastHero } = useScrollThresholds();
  const t = useT('home');
  const href = useLocalisedHref();
  const { benefits, categoryTiles, testimonials, states, partners, stats, supplierStates } = loaderData;

  return (
    <main>
      <section className="relative bg-gradient-to-br from-brand-50 via-white to-amber-50" aria-labelledby="hero-title">
        {/* Only the decoration is clipped: the search suggestions must be free to drop below the hero. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
          <div className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-saffron-400/20 blur-3xl" />
          <div className="absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-brand-100 blur-3xl" />
        </div>
        <div className="relative mx-auto max-w-5xl px-4 pb-16 pt-12 text-center sm:pt-20">
          <p className="inline-block rounded-full bg-white/80 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-700 shadow-sm">
            {t('heroBadge')}
          </p>
          <h1 id="hero-title" className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            <RichText text={t('heroTitle')} parts={[<span key="platform" className="text-brand-700" />]} />
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-700 sm:text-lg">
            {t('heroText', { siteName })}
          </p>
          <div
            className={`mx-auto mt-8 max-w-2xl ${pastHero ? 'invisible' : ''}`}
            data-testid="hero-search"
            data-visible={pastHero ? 'false' : 'true'}
            inert={pastHero}
          >
            <SearchBox size="large" />
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('popular')}</p>
          <p className="mt-4 text-sm text-slate-700">
            <RichText
              text={t('cannotFind')}
              parts={[
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichText fills the link with the message's words
                <a key="post" href={href('/requirements/new')} className="font-semibold text-brand-700 underline" data-testid="home-post-requirement" />,
              ]}
            />
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="sr-only">
          {t('whyTrade', { siteName })}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit, index) => (
            <li key={benefit.slug}>
              <a
                href={href(`/${benefit.slug}-info`)}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
                data-testid="benefit-card"
              >
                <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                    <path d={BENEFIT_ICONS[index % BENEFIT_ICONS.length]} />
                  </svg>
                </span>
                <span className="mt-3 font-bold text-slate-900">{benefit.title}</span>
                <span className="mt-2 text-sm text-slate-700">{benefit.text}</span>
                <span className="mt-auto pt-3 text-sm font-semibold text-brand-700">{t('learnMoreArrow')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 pb-12 md:grid-cols-2" aria-label={t('programmes')}>
        <Panel
          tone="brand"
          title={t('verifiedTitle')}
          text={t('verifiedText')}
          href={href('/verified-supplier-info')}
          video={PROMO_VIDEOS.verified}
          videoLabel={t('verifiedVideo')}
        />
        <Panel
          tone="saffron"
          title={t('assuranceTitle')}
          text={t('assuranceText')}
          href={href('/trade-assurance-info')}
          video={PROMO_VIDEOS.assurance}
          videoLabel={t('assuranceVideo')}
        />
      </section>

      <section className="bg-slate-50 py-12" aria-labelledby="categories-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionTitle id="categories-title" title={t('exploreTitle')} subtitle={t('exploreSubtitle')} />
          <CategoryCarousel tiles={categoryTiles} />
        </div>
      </section>

      <section className="bg-brand-700 py-12" aria-labelledby="testimonials-title">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="testimonials-title" className="text-center text-2xl font-bold text-white sm:text-3xl">
            {t('testimonialsTitle')}
          </h2>
          <div className="mt-6">
            <TestimonialCarousel testimonials={testimonials} />
          </div>
        </div>
      </section>

      <section className="py-12" aria-labelledby="states-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionTitle id="states-title" title={t('statesTitle')} subtitle={t('statesSubtitle')} />
        </div>
        <StateStrip states={states} />
      </section>

      <section className="bg-slate-50 py-12" aria-labelledby="partners-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionTitle id="partners-title" title={t('partnersTitle')} subtitle={t('partnersSubtitle')} />
          <PartnerStrip partners={partners} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-label={t('inNumbers')}>
        <dl className="grid grid-cols-2 gap-4 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-12" aria-labelledby="signup-title">
        <div className="flex flex-col items-center justify-between gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 px-6 py-10 text-center text-white md:flex-row md:text-left">
          <div>
            <h2 id="signup-title" className="text-2xl font-bold">
              {t('growTitle', { siteName })}
            </h2>
            <p className="mt-1 text-brand-100">{t('growText')}</p>
          </div>
          <a href={href('/register')} className="rounded-md bg-saffron-400 px-6 py-3 font-bold text-slate-900 hover:bg-saffron-500">
            {t('signUp')}
          </a>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 md:grid-cols-3">
        <InfoBlock id="mission" title={t('missionTitle')}>
          {t('missionText')}
        </InfoBlock>
        <InfoBlock id="india-presence" title={t('presenceTitle')}>
          {t('presenceText', { count: supplierStates, formatted: supplierStates.toLocaleString('en-IN') })}
        </InfoBlock>
        <InfoBlock id="digital-india" title={t('digitalTitle')}>
          {t('digitalText')}
        </InfoBlock>
      </section>
    </main>
  );
}

function SectionTitle({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mb-6 text-center">
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-slate-600">{subtitle}</p>
    </div>
  );
}

function Panel(props: { tone: 'brand' | 'saffron'; title: string; text: string; href: string; video: string; videoLabel: string }) {
  const t = useT('home');
  const toneClass = props.tone === 'brand' ? 'bg-brand-50 border-brand-100' : 'bg-amber-50 border-amber-200';
  return (
    <div className={`rounded-2xl border p-6 ${toneClass}`}>
      <h2 className="text-xl font-bold text-slate-900">{props.title}</h2>
      <p className="mt-2 text-slate-700">{props.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={props.href} className="btn-primary">
          {t('learnMore')}
        </a>
        <a href={props.video} target="_blank" rel="noopener noreferrer" className="btn-outline bg-white">
          ▶ {props.videoLabel}
        </a>
      </div>
    </div>
  );
}

function InfoBlock({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{children}</p>
    </div>
  );
}
