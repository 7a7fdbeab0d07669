import { getCollectionProps, getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { useMemo } from 'react';
import { RichText, useDomainText, useLocale, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account.requirement-preferences';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { stateName } from '~/content/state-names-hi';
import { navName } from '~/domain/navigation';
import { PreferencesFormSchema, preferencesSummary, type PreferencesSummaryWords } from '~/domain/supplier-preferences';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { preferencesPage, savePreferences } from '~/services/requirements/preferences.server';
import { DoneNotice } from '~/components/notices';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { ...(await preferencesPage(user.id)), title: requestTranslator(request, 'sellerQuotes')('preferencesTitle') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, PreferencesFormSchema, async (prefs) => {
    await savePreferences(user.id, prefs);
    return { message: requestTranslator(request, 'sellerQuotes')('saved') };
  });
});

type Box = ReturnType<typeof getCollectionProps>[number];

function Boxes({ legend, hint, meta, boxes, options }: { legend: string; hint: string; meta: Pick<FieldMetadata<unknown>, 'id' | 'errorId' | 'errors'>; boxes: Box[]; options: Array<{ value: string; label: string }> }) {
  const domainText = useDomainText();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={[`${meta.id}-hint`, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p id={`${meta.id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {boxes.map(({ key, ...box }) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input {...box} className="h-4 w-4" />
            {options.find((o) => o.value === box.value)?.label}
          </label>
        ))}
      </div>
      {meta.errors?.length ? (
        <p id={meta.errorId} role="alert" className="text-sm text-red-700">
          {meta.errors.map(domainText).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

export default function RequirementPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const { prefs, categories, states, buyerOnly } = loaderData;
  const navigation = useNavigation();
  const defaultValue = { categoryIds: prefs.categoryIds.map(String), stateCodes: prefs.stateCodes, paused: prefs.paused ? 'on' : '' };
  const [form, fields] = useSchemaForm(PreferencesFormSchema, { id: 'requirement-preferences', lastResult: actionData?.result, defaultValue });
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const t = useT('sellerQuotes');
  const inbox = useT('sellerLeads');
  const locale = useLocale();
  const categoryName = (id: number) => {
    const category = categories.find((c) => c.id === id);
    return category ? navName(category, locale) : String(id);
  };
  const words = useMemo<PreferencesSummaryWords>(
    () => ({
      paused: t('summaryPaused'),
      anyCategory: t('summaryAnyCategory'),
      inCategories: (names) => t('summaryInCategories', { names }),
      anywhere: t('summaryAnywhere'),
      toStates: (names) => t('summaryToStates', { names }),
      sentence: (categories, states) => t('summary', { categories, states }),
    }),
    [t],
  );
  return (
    <section className="py-6">
      <BackLink to="/account/leads/requirements">{inbox('inboxTitle')}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">{t('preferencesTitle')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('preferencesIntro')}</p>
      {buyerOnly ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <RichText text={t('buyerOnly')} parts={[<Link to="/account" className="underline" />]} />
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-800" data-testid="preferences-summary">
        {preferencesSummary(prefs, categoryName, (code) => stateName(code, locale), words)}
      </p>
      <DoneNotice message={message} />
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-6">
        <FormErrors form={form} />
        <Boxes legend={t('categories')} hint={t('categoriesHint')} meta={fields.categoryIds}
          boxes={getCollectionProps(fields.categoryIds, { type: 'checkbox', options: categories.map((c) => String(c.id)), ariaAttributes: false })}
          options={categories.map((c) => ({ value: String(c.id), label: navName(c, locale) }))}
        />
        <Boxes legend={t('deliveryStates')} hint={t('deliveryStatesHint')} meta={fields.stateCodes}
          boxes={getCollectionProps(fields.stateCodes, { type: 'checkbox', options: states.map((s) => s.code), ariaAttributes: false })}
          options={states.map((s) => ({ value: s.code, label: stateName(s.code, locale) }))}
        />
        <FormField meta={fields.paused} label={t('pause')} hint={t('pauseHint')}>
          <input {...getInputProps(fields.paused, { type: 'checkbox', ariaDescribedBy: fields.paused.descriptionId })} className="h-5 w-5" />
        </FormField>
        <div>
          <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting' || buyerOnly} className={buttonClass}>
            {t('savePreferences')}
          </button>
        </div>
      </Form>
    </section>
  );
}
