import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useMemo, useRef, useState } from 'react';
import { data, useFetcher, useNavigation } from 'react-router';
import { RichText, useDomainText, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/register';
import { FormErrors } from '~/components/form-field';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { NoticeInShort, NoticeItems } from '~/components/privacy/notice';
import { ConsentBoxes } from '~/components/registration/consent-boxes';
import { Slideshow } from '~/components/registration/slideshow';
import { BusinessStep, PersonalStep, ProductsStep, STEP_TITLE_KEYS } from '~/components/registration/steps';
import { useSchemaForm } from '~/components/use-schema-form';
import { useHydrated } from '~/components/use-hydrated';
import { config } from '~/config.server';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '~/domain/account-photos';
import { filledSentence, fillProductBoxes } from '~/domain/autofill';
import { requestSuggestions } from '~/components/registration/autofill-request';
import { PRODUCT_FIELDS, registrationSchema, registrationValuesFromForm, stepIsFilled, stepOfField, type StepIndex } from '~/domain/registration';
import { addDraftPhotos, draftCookie, loadCategoryOptions, loadDraftForForm, newDraftToken, readDraftToken, removeDraftPhotos, saveDraftValues, submitRegistration } from '~/services/accounts/registration.server';
import { sendRegistrationAttemptNotice, sendVerificationEmail } from '~/services/accounts/tokens.server';
import { RateLimitedError } from '~/services/errors.server';
import { filesFrom, readFormData } from '~/services/http/body.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent, newIdempotencyKey } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { registeredLoginPath } from '~/domain/login';
import { safeRedirectPath } from '~/domain/urls';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { localeOf, localisedRedirect, requestTranslator } from '~/services/i18n/request.server';
import { rememberLocale } from '~/services/accounts/language.server';

export const handle = { hideChat: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.seo.title }, { name: 'description', content: loaderData?.seo.description }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const existing = readDraftToken(request);
  const [draft, categories] = await Promise.all([loadDraftForForm(existing), loadCategoryOptions()]);
  // Where to go once registered (a requirement written before registering waits at /requirements/new).
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  const t = requestTranslator(request, 'register');
  const siteName = config().SITE_NAME;
  const seo = { title: t('metaTitle', { siteName }), description: t('metaDescription', { siteName }) };
  const body = { ...draft, categories, siteName, seo, redirectTo, idempotencyKey: newIdempotencyKey() };
  return existing ? body : data(body, { headers: { 'Set-Cookie': draftCookie(request, newDraftToken()) } });
});

/**
 * One action for the form and its helpers: `save` (the debounced draft autosave), `upload-photos`
 * and `remove-photo` (JavaScript's immediate photo changes), and the submission itself, which also
 * carries photos and unticked "Keep" boxes when JavaScript is off.
 */
export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  const token = readDraftToken(request) ?? newDraftToken();
  const headers = { 'Set-Cookie': draftCookie(request, token) };
  const form = await readFormData(request);
  const intent = form.get('intent');
  if (intent === 'save') {
    await saveDraftValues(token, registrationValuesFromForm(form));
    return data({ ok: true as const, photoErrors: [] as string[] }, { headers });
  }
  if (intent === 'remove-photo') {
    const key = form.get('key');
    await removeDraftPhotos(token, [typeof key === 'string' ? key : '']);
    return data({ ok: true as const, photoErrors: [] as string[] }, { headers });
  }
  // Photos are stored with the draft before the rest is checked, so a form sent back keeps them.
  const uploads = filesFrom(form, 'photos');
  let added: { errors: string[] } | undefined;
  try {
    added = uploads.length > 0 ? await addDraftPhotos(token, uploads, context.clientIp) : undefined;
  } catch (error) {
    // Past the hourly upload quota: said where the photos are, and the rest of the form is kept.
    if (!(error instanceof RateLimitedError)) throw error;
    if (intent === 'upload-photos') return data({ ok: true as const, photoErrors: [error.publicMessage] }, { status: 429, headers: { ...headers, ...error.headers } });
    added = { errors: [error.publicMessage] };
  }
  if (intent === 'upload-photos') return data({ ok: true as const, photoErrors: added?.errors ?? [] }, { headers });

  const kept = new Set(form.getAll('keptPhotos'));
  await removeDraftPhotos(token, form.getAll('shownPhotos').filter((key): key is string => typeof key === 'string' && !kept.has(key)));
  form.delete('photos');
  await saveDraftValues(token, registrationValuesFromForm(form));
  const register = () =>
    submitForm(
      form,
      registrationSchema(new Date().getFullYear()),
      async (input) => {
        const user = await submitRegistration(token, input, context.clientIp);
        // Registered on the Hindi pages: the account remembers Hindi (logins land in it, emails are written in it).
        if (user.created && localeOf(request) === 'hi') await rememberLocale(user.userId, 'hi');
        if (user.created) await sendVerificationEmail({ id: user.userId, email: user.email, name: user.name }, siteUrlForLinks(), config().SITE_NAME);
        if (user.alreadyRegistered) await sendRegistrationAttemptNotice(user, siteUrlForLinks(), config().SITE_NAME);
        // Issue 18, finding 8b: the same answer whether or not the address already had an account
        // (no session either way): the login page asks to check the inbox, then to log in.
        return localisedRedirect(request, registeredLoginPath(new URL(request.url).searchParams.get('redirectTo')));
      },
      { hideFields: ['password', 'confirmPassword'], headers, priorErrors: added && added.errors.length > 0 ? { photos: added.errors } : undefined },
    );
  // One account per key: a repeat gets the first answer (the same redirect; no session is given
  // either time), and the owner is not told of a "second" registration that was only a retry.
  return idempotent(request, { scope: idempotencyScope(null, context.clientIp), route: 'registration', form, secretFields: ['password', 'confirmPassword'] }, register);
});

/** The step of the first field with an error, so a refused form opens where the user must look. */
function firstStepWithError(error: Record<string, string[] | null> | null | undefined): StepIndex | undefined {
  const steps = Object.entries(error ?? {})
    .filter(([field, messages]) => field !== '' && messages && messages.length > 0)
    .map(([field]) => stepOfField(field));
  return steps.length > 0 ? (Math.min(...steps) as StepIndex) : undefined;
}

const stringValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']));

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('register');
  const domainText = useDomainText();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saver = useFetcher<typeof action>();
  const photoFetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => registrationSchema(new Date().getFullYear()), []);
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const [form, fields] = useSchemaForm(schema, { id: 'register', lastResult, defaultValue: loaderData.values, nativeConstraints: false });
  // What the gating of Next reads: the form's current text values (SPEC.md section 5).
  const [values, setValues] = useState<Record<string, string>>(() => stringValues({ ...loaderData.values, ...(lastResult?.initialValue ?? {}) }));
  const [step, setStep] = useState<StepIndex>(() => firstStepWithError(lastResult?.error) ?? 0);
  const [autofillMessage, setAutofillMessage] = useState('');
  const [pickErrors, setPickErrors] = useState<string[]>([]);
  const saveTimer = useRef<number | undefined>(undefined);

  // A new answer from the server opens the step of its first error (adjusting state while
  // rendering, as React advises for state derived from a changed prop).
  const [answeredResult, setAnsweredResult] = useState(lastResult);
  if (lastResult !== answeredResult) {
    setAnsweredResult(lastResult);
    const errorStep = firstStepWithError(lastResult?.error);
    if (errorStep !== undefined) setStep(errorStep);
  }

  // Next and Previous sit below the fields; when the new step starts above the screen (or under the sticky
  // header), bring its top into view.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const status = statusRef.current;
    if (status && status.getBoundingClientRect().top < 96) status.scrollIntoView({ block: 'start' });
  }, [step]);

  const categories = loaderData.categories;
  const chosenCategory = categories.find((c) => String(c.id) === values.category);

  const readForm = () => {
    const element = formRef.current;
    if (!element) return;
    const next: Record<string, string> = {};
    for (const [key, value] of new FormData(element).entries()) if (typeof value === 'string' && key !== 'lookingForSupport') next[key] = value;
    setValues(next);
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      const body = new FormData(element);
      body.delete('photos');
      body.delete('password');
      body.delete('confirmPassword');
      body.set('intent', 'save');
      void saver.submit(body, { method: 'post', action: '/register', encType: 'multipart/form-data' });
    }, 400);
  };

  const goNext = () => {
    const section = formRef.current?.querySelector<HTMLElement>(`[data-step="${step}"]`);
    const invalid = Array.from(section?.querySelectorAll<HTMLInputElement>('input, select, textarea') ?? []).find((el) => !el.checkValidity());
    if (invalid) {
      invalid.reportValidity();
      return;
    }
    setStep((current) => Math.min(2, current + 1) as StepIndex);
  };

  // Files the server would refuse anyway are named here and not sent, so one big photo cannot
  // push the upload over the form's size limit.
  const uploadPhotos = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    const refused = files.filter((file) => file.size > MAX_PHOTO_BYTES).map((file) => `"${file.name.slice(0, 80)}" is larger than 5 MB; choose a smaller photo`); // shown through domainText
    const accepted = files.filter((file) => file.size <= MAX_PHOTO_BYTES).slice(0, MAX_PHOTOS);
    setPickErrors(refused);
    if (accepted.length === 0) return;
    const body = new FormData();
    body.set('intent', 'upload-photos');
    for (const file of accepted) body.append('photos', file);
    void photoFetcher.submit(body, { method: 'post', action: '/register', encType: 'multipart/form-data' });
  };

  // Suggestions come from the server (the AI provider, or the catalogue when there is none); the
  // message says which. Boxes with a name are left alone.
  const autofill = async () => {
    const element = formRef.current;
    if (!chosenCategory || !element) {
      setAutofillMessage(t('autofillChooseFirst'));
      return;
    }
    setAutofillMessage(t('autofillAsking'));
    const answer = await requestSuggestions({ companyName: values.companyName ?? '', categoryId: chosenCategory.id, subcategoryId: values.subCategory ?? '' });
    if ('error' in answer) {
      setAutofillMessage(domainText(answer.error));
      return;
    }
    const inputs = PRODUCT_FIELDS.map((name) => element.elements.namedItem(name)).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
    const before = inputs.map((input) => input.value);
    const { values: after, filled } = fillProductBoxes(before, answer.products);
    inputs.forEach((input, index) => {
      input.value = after[index] ?? input.value;
    });
    setAutofillMessage(`${domainText(answer.message)} ${domainText(filledSentence(filled, answer.products.length, before.filter((v) => v.trim() === '').length))}`);
    readForm();
  };

  const submitting = navigation.state === 'submitting';
  // A new category re-mounts the sub category list with nothing chosen; the old choice no longer counts.
  const subCategoryShown = chosenCategory?.subcategories.some((s) => String(s.id) === values.subCategory) ? values.subCategory : '';
  const stepFilled = stepIsFilled(step, { ...values, subCategory: subCategoryShown });
  const photoAnswer = (photoFetcher.data && 'photoErrors' in photoFetcher.data ? photoFetcher.data.photoErrors : undefined) ?? [];
  const sliding = hydrated;
  // Hidden steps take no height, so a short step is not followed by the empty space of the longest one.
  const stepClass = (index: number) => (sliding ? `w-1/3 min-w-0 shrink-0 px-1 ${index === step ? '' : 'invisible h-0 overflow-hidden'}` : 'mb-8 min-w-0');

  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[2fr_3fr]">
      <Slideshow />
      <section className="min-w-0">
        <h1 className="text-2xl font-bold text-brand-700">{t('heading', { siteName: loaderData.siteName })}</h1>
        {/* The privacy notice comes before the first field (DPDP Act 2023 s.5): its words live in app/content/privacy-notice.ts. */}
        <section aria-labelledby="register-notice" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3">
          <h2 id="register-notice" className="text-base font-semibold">{t('noticeHeading')}</h2>
          <div className="mt-2">
            <NoticeItems caption={t('noticeCaption')} />
          </div>
          <NoticeInShort />
          <p className="mt-2 text-sm text-slate-700">
            <RichText text={t('noticeMore')} parts={[<Link to="/privacy" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline" />]} />
          </p>
        </section>
        <div className="mt-4">
          <FormErrors form={form} />
        </div>
        <Form
          method="post"
          action={loaderData.redirectTo === '/account' ? '/register' : `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
          encType="multipart/form-data"
          {...getFormProps(form)}
          ref={formRef}
          onChange={readForm}
          onSubmit={(event) => {
            // A draft save still waiting to fire would race the final submission's navigation.
            window.clearTimeout(saveTimer.current);
            form.onSubmit(event);
            // Refused in the browser: show the step holding the first problem (hidden steps are inert).
            // Conform's own validation on blur also arrives as a submit event, from its intent button.
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            if (event.defaultPrevented && submitter?.getAttribute('name') === 'intent') {
              const submission = parseWithZod(new FormData(event.currentTarget), { schema });
              const errorStep = submission.status === 'error' ? firstStepWithError(submission.error) : undefined;
              if (errorStep !== undefined) setStep(errorStep);
            }
          }}
          aria-describedby={form.errors ? `register-step-status ${form.errorId}` : 'register-step-status'}
        >
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <p id="register-step-status" ref={statusRef} className="scroll-mt-24 text-sm text-slate-600" aria-live="polite">
            {sliding ? t('stepStatus', { number: step + 1, title: t(STEP_TITLE_KEYS[step]) }) : t('fillAllParts')}
          </p>
          <div className="overflow-hidden">
            <div
              className={sliding ? 'flex w-[300%] transition-transform duration-500 ease-in-out' : ''}
              style={sliding ? { transform: `translateX(-${(step * 100) / 3}%)` } : undefined}
              data-testid="register-slider"
            >
              <fieldset data-step="0" className={stepClass(0)} inert={sliding && step !== 0}>
                <legend className="py-3 text-lg font-semibold">{t(STEP_TITLE_KEYS[0])}</legend>
                <PersonalStep fields={fields} />
              </fieldset>
              <fieldset data-step="1" className={stepClass(1)} inert={sliding && step !== 1}>
                <legend className="py-3 text-lg font-semibold">{t(STEP_TITLE_KEYS[1])}</legend>
                <BusinessStep fields={fields} categories={categories} category={values.category ?? ''} />
              </fieldset>
              <fieldset data-step="2" className={stepClass(2)} inert={sliding && step !== 2}>
                <legend className="py-3 text-lg font-semibold">{t(STEP_TITLE_KEYS[2])}</legend>
                <ProductsStep
                  fields={fields}
                  onAutofill={() => void autofill()}
                  autofillMessage={autofillMessage}
                  meta={fields.photos}
                  photos={loaderData.photos}
                  uploadErrors={[...pickErrors, ...photoAnswer]}
                  uploading={photoFetcher.state !== 'idle'}
                  onFilesChosen={hydrated ? uploadPhotos : undefined}
                  onRemove={hydrated ? (key) => void photoFetcher.submit({ intent: 'remove-photo', key }, { method: 'post', action: '/register' }) : undefined}
                />
                <ConsentBoxes fields={fields} />
              </fieldset>
            </div>
          </div>

          <div className="mt-6 flex justify-between gap-4">
            {sliding ? (
              <>
                <button type="button" className={buttonClass} disabled={step === 0} onMouseDown={keepFieldFocus} onClick={() => setStep((s) => Math.max(0, s - 1) as StepIndex)}>
                  {t('previous')}
                </button>
                {step < 2 ? (
                  // Distinct keys: reusing one <button> would turn it into the submit button during the very click
                  // that moves to step 3, and the browser would then submit the form.
                  <button key="next" type="button" className={buttonClass} disabled={!stepFilled} onMouseDown={keepFieldFocus} onClick={goNext}>
                    {t('next')}
                  </button>
                ) : (
                  <button key="submit" type="submit" name="intent" value="submit" className={buttonClass} disabled={submitting} onMouseDown={keepFieldFocus}>
                    {t('submit')}
                  </button>
                )}
              </>
            ) : (
              <button type="submit" name="intent" value="submit" className={buttonClass}>
                {t('submit')}
              </button>
            )}
          </div>
        </Form>
      </section>
    </main>
  );
}
