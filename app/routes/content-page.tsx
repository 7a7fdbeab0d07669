import type { Route } from './+types/content-page';
import { RichText, useLocalisedHref, useT } from '~/components/i18n/context';
import { contentPage } from '~/content/pages';
import { localeOf } from '~/services/i18n/request.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';
import { pathWithoutLocale } from '~/domain/locale';

/** One module for the footer's content pages; routes.ts registers it once per path (and its /hi twin). */
export const loader = withAppErrors(({ request }: Route.LoaderArgs) => {
  const page = contentPage(pathWithoutLocale(new URL(request.url).pathname), localeOf(request));
  if (!page) throw new NotFoundError('We could not find that page.');
  return { page };
});

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.page.title ?? 'Page' }, { name: 'description', content: loaderData?.page.summary ?? '' }];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useT('content');
  const href = useLocalisedHref();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{page.summary}</p>
      <div className="prose-page">
        {page.sections.map((section, index) => (
          <section key={section.heading ?? index}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            {section.bullets ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <p className="mt-10 text-sm text-slate-600">
        <RichText
          text={t('needSomethingElse')}
          // RichText puts the message's words inside each link; the children here only stand in for them.
          parts={[
            <a href={href('/contact')} className="font-semibold text-brand-700 underline">
              contact
            </a>,
            <a href={href('/')} className="font-semibold text-brand-700 underline">
              home
            </a>,
          ]}
        />
      </p>
    </main>
  );
}
