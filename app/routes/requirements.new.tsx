import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { Link } from '~/components/i18n/links';
import type { Route } from './+types/requirements.new';
import { useRequirementReach } from '~/components/requirements/post-requirement-link';
import { RequirementForm } from '~/components/requirements/requirement-form';
import { isUnit } from '~/domain/listing';
import { indianToday } from '~/domain/requirement';
import { ATTACHMENTS_TOO_LARGE, categoryChoiceValue, requirementFormSchema } from '~/domain/requirement-form';
import { getUser } from '~/services/accounts/sessions.server';
import { categoryTree } from '~/services/catalog/listing-pages.server';
import { uploadsFrom } from '~/services/http/body.server';
import { formHeaders, readUploadForm, submitForm } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { buyerCompanyOf, NO_COMPANY_MESSAGE, postRequirement } from '~/services/requirements/post-requirement.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';
import { useDomainText, useT } from '~/components/i18n/context';
import {
  anonymousUploadRefusal,
  clearRequirementDraft,
  draftValuesOf,
  loadRequirementDraft,
  newRequirementDraftToken,
  prefillFromProduct,
  readRequirementDraftToken,
  requirementDraftCookie,
  saveRequirementDraft,
} from '~/services/requirements/requirement-drafts.server';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: loaderData?.title ?? 'Post a buy requirement' }, { name: 'robots', content: 'noindex' }];

const LOGIN_TARGET = encodeURIComponent('/requirements/new');

/** What a link into the form may fill in: the search words or a product's name, category and unit. */
function prefillOf(params: URLSearchParams): Record<string, string> {
  const prefill: Record<string, string> = {};
  const title = (params.get('title') ?? params.get('q') ?? '').trim().slice(0, 120);
  if (title) prefill.title = title;
  const category = Number(params.get('category'));
  const subcategory = Number(params.get('subcategory'));
  if (Number.isInteger(category) && category > 0) prefill.category = categoryChoiceValue(category, Number.isInteger(subcategory) && subcategory > 0 ? subcategory : null);
  const unit = params.get('unit') ?? '';
  if (isUnit(unit)) prefill.unit = unit;
  return prefill;
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const existing = readRequirementDraftToken(request);
  const user = await getUser(request);
  const [draft, tree, company] = await Promise.all([loadRequirementDraft(existing), categoryTree(), user ? buyerCompanyOf(user.id) : undefined]);
  const hadDraft = Object.keys(draft.values).length > 0 || draft.attachments.length > 0;
  const fromProduct = url.searchParams.has('product') ? await prefillFromProduct(url.searchParams.get('product') ?? '') : {};
  const values: Record<string, string> = { unit: 'kg', ...draft.values, ...fromProduct, ...prefillOf(url.searchParams) };
  if (!values.buyerGstin && company?.gstin) values.buyerGstin = company.gstin;
  const body = {
    title: requestTranslator(request, 'buyer-requirements')('postTitle'),
    values,
    attachments: draft.attachments.map((file) => ({ key: file.key, name: file.name, kind: file.contentType === 'application/pdf' ? ('PDF' as const) : ('Image' as const), kb: Math.max(1, Math.round(file.bytes / 1024)) })),
    tree: tree.map((category) => ({ ...category, subcategories: category.subcategories.map((sub) => ({ ...sub, groups: [] })) })),
    today: indianToday(),
    idempotencyKey: newRequirementDraftToken(),
    signedIn: user !== null,
    noCompany: user !== null && !company ? NO_COMPANY_MESSAGE : null,
    awaitingAccount: user === null && url.searchParams.get('step') === 'account' && hadDraft,
    restored: user !== null && hadDraft,
  };
  return existing ? body : data(body, { headers: { 'Set-Cookie': requirementDraftCookie(request, newRequirementDraftToken()) } });
});

export const headers = formHeaders;

/**
 * A visitor's submit (and any submit with a mistake) is kept in the browser's draft with its files,
 * then the visitor is asked to log in or register and comes back to it. A signed-in buyer's valid
 * submit posts it; the form's key makes a repeated submit answer with the same requirement.
 */
export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  const token = readRequirementDraftToken(request) ?? newRequirementDraftToken();
  const headers = { 'Set-Cookie': requirementDraftCookie(request, token) };
  const form = await readUploadForm(request, 'newAttachments', ATTACHMENTS_TOO_LARGE);
  if (!(form instanceof FormData)) return form;
  const user = await getUser(request);
  const uploads = await uploadsFrom(form, 'newAttachments');
  form.delete('newAttachments');
  const schema = requirementFormSchema(indianToday(), { gstinLater: user === null });
  const keptKeys = form.getAll('keptAttachments').filter((key): key is string => typeof key === 'string');
  const checked = parseWithZod(form, { schema });

  if (user === null || checked.status !== 'success') {
    // A visitor's files count against the hourly quota of anonymous uploads (finding 6); past it
    // they are not stored, said by the file field, and the rest of the form is kept.
    const quota = user === null ? await anonymousUploadRefusal(context.clientIp, token, uploads) : undefined;
    const staged = await saveRequirementDraft(token, draftValuesOf(form), keptKeys, quota ? [] : uploads);
    const errors = [...(quota ? [quota] : []), ...staged.errors];
    const fileErrors = errors.length > 0 ? { newAttachments: errors } : undefined;
    if (user === null && checked.status === 'success' && !fileErrors) return localisedRedirect(request, '/requirements/new?step=account', { headers });
    form.delete('keptAttachments');
    for (const file of staged.attachments) form.append('keptAttachments', file.key);
    return submitForm(form, schema, () => Promise.resolve(), { headers, priorErrors: fileErrors });
  }

  return idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'requirement', form }, () =>
    submitForm(
      form,
      schema,
      async (input) => {
        const draft = await loadRequirementDraft(token);
        const kept = draft.attachments.filter((file) => input.keptAttachments.includes(file.key));
        const posted = await postRequirement(user.id, input, { kept, uploads }, input.idempotencyKey);
        if (posted.created) await clearRequirementDraft(token, kept);
        return localisedRedirect(request, `/account/requirements/${posted.reference}`);
      },
      { headers },
    ),
  );
});

const noticeClass = 'mt-4 rounded-md border p-3 text-sm';

export default function NewRequirementPage({ loaderData, actionData }: Route.ComponentProps) {
  const reach = useRequirementReach();
  const t = useT('buyer-requirements');
  const domainText = useDomainText();
  const { awaitingAccount, restored, noCompany, signedIn } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700">{t('postTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('postIntro', { reach })}</p>
      {awaitingAccount ? (
        <div role="status" className={`${noticeClass} border-sky-300 bg-sky-50 text-sky-900`} data-testid="awaiting-account">
          <p className="font-semibold">{t('awaitingAccount')}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <Link to={`/login?redirectTo=${LOGIN_TARGET}`} className="text-brand-700 underline">
              {t('logIn')}
            </Link>
            <Link to={`/register?redirectTo=${LOGIN_TARGET}`} className="text-brand-700 underline">
              {t('registerCompany')}
            </Link>
          </p>
        </div>
      ) : null}
      {restored && !actionData ? (
        <p role="status" className={`${noticeClass} border-green-300 bg-green-50 text-green-900`} data-testid="restored-requirement">
          {t('restored')}
        </p>
      ) : null}
      {noCompany ? <p className={`${noticeClass} border-amber-300 bg-amber-50 text-amber-900`}>{domainText(noCompany)}</p> : null}
      <RequirementForm
        key={`${loaderData.attachments.map((file) => file.key).join(',')}-${signedIn}`}
        values={loaderData.values}
        attachments={loaderData.attachments}
        tree={loaderData.tree}
        today={loaderData.today}
        idempotencyKey={loaderData.idempotencyKey}
        signedIn={signedIn}
        lastResult={actionData?.result}
      />
    </main>
  );
}
