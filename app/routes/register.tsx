import { useEffect, useRef, useState } from 'react';
import { data, Form, redirect, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { buttonClass, Field, fileInputClass, inputClass } from '~/components/field';
import { config } from '~/config.server';
import {
  BUSINESS_TYPES,
  COMPANY_REGISTERED_AS,
  MAX_PHOTOS,
  NOT_REGISTERED,
  PRODUCT_FIELDS,
  registrationValuesFromForm,
  ROLES,
  stepIsFilled,
  stepOfField,
  SUPPORT_OPTIONS,
  type StepIndex,
} from '~/domain/registration';
import { slideUrl } from '~/domain/urls';
import {
  addDraftPhotos,
  draftCookie,
  loadCategoryOptions,
  loadDraft,
  newDraftToken,
  readDraftToken,
  removeDraftPhoto,
  saveDraftValues,
  submitRegistration,
} from '~/services/accounts/registration.server';
import { createSession } from '~/services/accounts/sessions.server';
import { sendVerificationEmail } from '~/services/accounts/tokens.server';
import { DomainError } from '~/services/errors.server';
import { readFormData, uploadsFrom } from '~/services/http/body.server';
import { uploadUrl } from '~/services/media/uploads.server';

export const handle = { hideChat: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  return [{ title: `Sign Up for ${siteName}` }, { name: 'description', content: `Register your company on ${siteName} as a seller, a buyer or both.` }];
};

export async function loader({ request }: Route.LoaderArgs) {
  const existing = readDraftToken(request);
  const token = existing ?? newDraftToken();
  const [draft, categories] = await Promise.all([loadDraft(existing), loadCategoryOptions()]);
  const body = {
    values: draft.values,
    photos: draft.photos.map((photo) => ({ key: photo.key, thumb: uploadUrl(photo.thumbKey) })),
    categories,
    siteName: config().SITE_NAME,
  };
  return existing ? body : data(body, { headers: { 'Set-Cookie': draftCookie(token) } });
}

type ActionResult = {
  fieldErrors: Record<string, string>;
  step: StepIndex;
  values?: Record<string, string | string[]>;
  photos?: { key: string; thumb: string }[];
  photoErrors?: string[];
  saved?: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const token = readDraftToken(request) ?? newDraftToken();
  const headers = { 'Set-Cookie': draftCookie(token) };
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof DomainError) {
      return data<ActionResult>({ fieldErrors: { photos: error.message }, step: 2 }, { status: error.status, headers });
    }
    throw error;
  }
  const intent = form.get('intent');
  const values = registrationValuesFromForm(form);
  const shownPhotos = (photos: { key: string; thumbKey: string }[]) => photos.map((photo) => ({ key: photo.key, thumb: uploadUrl(photo.thumbKey) }));

  if (intent === 'save') {
    await saveDraftValues(token, values);
    return data<ActionResult>({ fieldErrors: {}, step: 0, saved: true }, { headers });
  }
  if (intent === 'remove-photo') {
    await removeDraftPhoto(token, String(form.get('key') ?? ''));
    const draft = await loadDraft(token);
    return data<ActionResult>({ fieldErrors: {}, step: 2, photos: shownPhotos(draft.photos) }, { headers });
  }
  const uploads = await uploadsFrom(form, 'photos');
  const added = uploads.length > 0 ? await addDraftPhotos(token, uploads) : undefined;
  if (intent === 'upload-photos') {
    const photos = added?.photos ?? (await loadDraft(token)).photos;
    return data<ActionResult>({ fieldErrors: {}, step: 2, photos: shownPhotos(photos), photoErrors: added?.errors ?? [] }, { headers });
  }

  await saveDraftValues(token, values);
  try {
    const user = await submitRegistration(token, values);
    const cookie = await createSession(request, user.userId);
    if (user.created) await sendVerificationEmail({ id: user.userId, email: user.email, name: user.name }, new URL(request.url).origin, config().SITE_NAME);
    return redirect('/account', { headers: [['Set-Cookie', cookie]] });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fieldErrors = Object.keys(error.legacyFieldErrors).length > 0 ? error.legacyFieldErrors : { form: error.message };
    const steps = Object.keys(fieldErrors).map(stepOfField);
    const step = steps.length > 0 ? (Math.min(...steps) as StepIndex) : 0;
    const draft = await loadDraft(token);
    return data<ActionResult>(
      { fieldErrors, step, values, photos: shownPhotos(draft.photos), photoErrors: added?.errors ?? [] },
      { status: error.status, headers },
    );
  }
}

const STEP_TITLES = ['Personal Information and Company Information', 'Business Details and Category Details', 'Product Details and Looking for Support'];

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Slideshow() {
  const [slide, setSlide] = useState<0 | 1 | 2>(0);
  useEffect(() => {
    const timer = window.setInterval(() => setSlide((current) => ((current + 1) % 3) as 0 | 1 | 2), 3000);
    return () => window.clearInterval(timer);
  }, []);
  const slides = [0, 1, 2] as const;
  return (
    // The slides carry text, so the box keeps their 4:5 shape instead of cropping them to the form's height.
    <section aria-label="Why join" className="relative hidden aspect-[4/5] self-start overflow-hidden rounded-xl bg-brand-50 md:block" data-testid="slideshow" data-slide={slide}>
      {slides.map((index) => (
        <img
          key={index}
          src={slideUrl(index)}
          alt=""
          width={640}
          height={800}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${index === slide ? 'opacity-100' : 'opacity-0'}`}
        />
      ))}
      <div className="absolute bottom-4 left-0 right-0 flex justify-center gap-2" aria-hidden="true">
        {slides.map((index) => (
          <span key={index} data-testid="slide-dot" data-active={index === slide} className={`h-2.5 w-2.5 rounded-full ${index === slide ? 'bg-brand-700' : 'bg-white/80 ring-1 ring-brand-700'}`} />
        ))}
      </div>
    </section>
  );
}

type Values = Record<string, string | string[]>;
const str = (values: Values, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saver = useFetcher<ActionResult>();
  const photoFetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const initial: Values = actionData?.values ?? loaderData.values;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(initial).map(([key, value]) => [key, typeof value === 'string' ? value : ''])),
  );
  const [step, setStep] = useState<StepIndex>(actionData?.step ?? 0);
  const [autofillMessage, setAutofillMessage] = useState('');
  const saveTimer = useRef<number | undefined>(undefined);
  const errors = actionData?.fieldErrors ?? {};

  useEffect(() => {
    if (actionData?.step !== undefined && Object.keys(actionData.fieldErrors).length > 0) setStep(actionData.step);
  }, [actionData]);

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

  const photos = photoFetcher.data?.photos ?? actionData?.photos ?? loaderData.photos;
  const photoErrors = photoFetcher.data?.photoErrors ?? actionData?.photoErrors ?? [];
  const categories = loaderData.categories;
  const chosenCategory = categories.find((c) => String(c.id) === values.category);

  const readForm = () => {
    const form = formRef.current;
    if (!form) return;
    const fd = new FormData(form);
    const next: Record<string, string> = {};
    for (const [key, value] of fd.entries()) if (typeof value === 'string' && key !== 'lookingForSupport') next[key] = value;
    setValues(next);
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      const body = new FormData(form);
      body.delete('photos');
      body.delete('password');
      body.delete('confirmPassword');
      body.set('intent', 'save');
      saver.submit(body, { method: 'post', action: '/register', encType: 'multipart/form-data' });
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

  const uploadPhotos = (input: HTMLInputElement) => {
    if (!input.files || input.files.length === 0) return;
    const body = new FormData();
    body.set('intent', 'upload-photos');
    for (const file of Array.from(input.files)) body.append('photos', file);
    photoFetcher.submit(body, { method: 'post', action: '/register', encType: 'multipart/form-data' });
    input.value = '';
  };

  const autofill = () => {
    const form = formRef.current;
    if (!chosenCategory || !form) {
      setAutofillMessage('Choose a category and a sub category on step 2 first; suggestions come from products in them.');
      return;
    }
    const sub = chosenCategory.subcategories.find((s) => String(s.id) === values.subCategory);
    const pool = sub ? sub.products : chosenCategory.subcategories.flatMap((s) => s.products);
    const inputs = PRODUCT_FIELDS.map((name) => form.elements.namedItem(name)).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
    const typed = new Set(inputs.map((el) => el.value.trim().toLowerCase()).filter(Boolean));
    const suggestions = pool.filter((name) => !typed.has(name.toLowerCase()));
    let filled = 0;
    for (const input of inputs) {
      if (input.value.trim() !== '') continue;
      const suggestion = suggestions.shift();
      if (!suggestion) break;
      input.value = suggestion;
      filled += 1;
    }
    setAutofillMessage(filled > 0 ? `Filled ${filled} empty product box${filled === 1 ? '' : 'es'} with suggestions from ${sub?.name ?? chosenCategory.name}. Edit them as you like.` : 'Every product box already has a name; nothing was changed.');
    readForm();
  };

  const submitting = navigation.state === 'submitting';
  // A new category re-mounts the sub category list with nothing chosen; the old choice no longer counts.
  const subCategoryShown = chosenCategory?.subcategories.some((s) => String(s.id) === values.subCategory) ? values.subCategory : '';
  const stepFilled = stepIsFilled(step, { ...values, subCategory: subCategoryShown });
  const supportChosen = new Set(Array.isArray(initial.lookingForSupport) ? initial.lookingForSupport : []);

  const text = (name: string, label: string, opts: { required?: boolean; type?: string; hint?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'url' } = {}) => (
    <Field name={name} label={label} required={opts.required} error={errors[name]} hint={opts.hint}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={opts.type ?? 'text'}
          autoComplete={opts.autoComplete}
          inputMode={opts.inputMode}
          defaultValue={str(initial, name)}
          className={inputClass}
        />
      )}
    </Field>
  );
  const select = (name: string, label: string, options: readonly { value: string; label: string }[], opts: { hint?: string } = {}) => (
    <Field name={name} label={label} error={errors[name]} hint={opts.hint}>
      {(props) => (
        <select {...props} name={name} defaultValue={str(initial, name)} className={inputClass} key={name === 'subCategory' ? `sub-${values.category ?? ''}` : name}>
          <option value="">Select…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const plain = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }));
  const sliding = hydrated;
  // Hidden steps take no height, so a short step is not followed by the empty space of the longest one.
  const stepClass = (index: number) => (sliding ? `w-1/3 min-w-0 shrink-0 px-1 ${index === step ? '' : 'invisible h-0 overflow-hidden'}` : 'mb-8 min-w-0');

  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[2fr_3fr]">
      <Slideshow />
      <section className="min-w-0">
        <h1 className="text-2xl font-bold text-brand-700">Sign Up for {loaderData.siteName}</h1>
        {errors.form ? (
          <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        <Form
          method="post"
          action="/register"
          encType="multipart/form-data"
          ref={formRef}
          noValidate={hydrated}
          onChange={readForm}
          // A draft save still waiting to fire would race the final submission's navigation.
          onSubmit={() => window.clearTimeout(saveTimer.current)}
          className="mt-4"
          aria-describedby="register-step-status"
        >
          <p id="register-step-status" ref={statusRef} className="scroll-mt-24 text-sm text-slate-600" aria-live="polite">
            {sliding ? `Step ${step + 1} of 3: ${STEP_TITLES[step]}` : 'Fill in all three parts, then submit.'}
          </p>
          <div className="overflow-hidden">
            <div
              className={sliding ? 'flex w-[300%] transition-transform duration-500 ease-in-out' : ''}
              style={sliding ? { transform: `translateX(-${(step * 100) / 3}%)` } : undefined}
              data-testid="register-slider"
            >
              <fieldset data-step="0" className={stepClass(0)} inert={sliding && step !== 0}>
                <legend className="py-3 text-lg font-semibold">{STEP_TITLES[0]}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {text('firstName', 'First Name', { required: true, autoComplete: 'given-name' })}
                  {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
                  {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
                  {text('mobile', 'Mobile (WhatsApp)', { required: true, type: 'tel', autoComplete: 'tel', hint: '10 digits, e.g. 98765 43210' })}
                  {text('companyName', 'Company Name', { required: true, autoComplete: 'organization' })}
                  {text('designation', 'Designation', { required: true, autoComplete: 'organization-title' })}
                  <div className="sm:col-span-2">
                    <Field name="address" label="Address" required error={errors.address}>
                      {(props) => <textarea {...props} name="address" rows={3} autoComplete="street-address" defaultValue={str(initial, 'address')} className={inputClass} />}
                    </Field>
                  </div>
                  {text('website', 'Website', { type: 'url', autoComplete: 'url', hint: 'Optional, e.g. https://www.company.in' })}
                  {text('pan', 'PAN', { required: true, hint: "The company's PAN, e.g. AAPFU0939F" })}
                  {text('yearOfEstablishment', 'Year of Establishment', { required: true, type: 'number', inputMode: 'numeric' })}
                  <div className="hidden sm:block" />
                  <Field name="password" label="Password" required error={errors.password} hint="At least 8 characters. Not kept in the saved draft.">
                    {(props) => <input {...props} name="password" type="password" autoComplete="new-password" className={inputClass} />}
                  </Field>
                  <Field name="confirmPassword" label="Confirm Password" required error={errors.confirmPassword}>
                    {(props) => <input {...props} name="confirmPassword" type="password" autoComplete="new-password" className={inputClass} />}
                  </Field>
                </div>
              </fieldset>

              <fieldset data-step="1" className={stepClass(1)} inert={sliding && step !== 1}>
                <legend className="py-3 text-lg font-semibold">{STEP_TITLES[1]}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {select('companyRegisteredAs', 'Company Registered As', plain(COMPANY_REGISTERED_AS))}
                  {text('dpiitRegistration', 'DPIIT Registration', { hint: `e.g. DIPP12345, or type "${NOT_REGISTERED}" if the company has no DPIIT recognition` })}
                  {text('udyamNumber', 'Udyam Number', { hint: `e.g. UDYAM-MH-33-0012345, or type "${NOT_REGISTERED}" if the company has no Udyam registration` })}
                  {text('gstNumber', 'GST Number', { hint: '15 characters, e.g. 27AAPFU0939F1ZV' })}
                  {select('businessType', 'Business Type', plain(BUSINESS_TYPES))}
                  {select('role', 'I Want to Be a', plain(ROLES))}
                  {select('category', 'Category', categories.map((c) => ({ value: String(c.id), label: c.name })))}
                  {select('subCategory', 'Sub Category', (chosenCategory?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.name })), {
                    hint: chosenCategory ? undefined : 'Choose a category first',
                  })}
                </div>
              </fieldset>

              <fieldset data-step="2" className={stepClass(2)} inert={sliding && step !== 2}>
                <legend className="py-3 text-lg font-semibold">{STEP_TITLES[2]}</legend>
                <div className="grid gap-3">
                  {PRODUCT_FIELDS.map((name, index) => (
                    <div key={name}>{text(name, `Product ${index + 1}`)}</div>
                  ))}
                  <div>
                    <button type="button" onClick={autofill} className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700">
                      Autofill with AI
                    </button>
                    <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="autofill-message">
                      {autofillMessage}
                    </p>
                  </div>
                  <Field name="photos" label={`Photos (up to ${MAX_PHOTOS}, 5 MB each: JPEG, PNG or WebP)`} error={errors.photos}>
                    {(props) => (
                      <input
                        {...props}
                        name="photos"
                        type="file"
                        multiple
                        accept="image/jpeg,image/png,image/webp"
                        onChange={(event) => hydrated && uploadPhotos(event.currentTarget)}
                        className={fileInputClass}
                      />
                    )}
                  </Field>
                  {photoFetcher.state !== 'idle' ? <p className="text-sm text-slate-600">Uploading…</p> : null}
                  {photoErrors.length > 0 ? (
                    <ul role="alert" className="text-sm text-red-700" data-testid="photo-errors">
                      {photoErrors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ) : null}
                  {photos.length > 0 ? (
                    <ul className="flex flex-wrap gap-2" data-testid="draft-photos">
                      {photos.map((photo) => (
                        <li key={photo.key} className="relative">
                          <img src={photo.thumb} alt="Uploaded photo" width={96} height={96} className="h-24 w-24 rounded object-cover" />
                          <button
                            type="button"
                            className="absolute right-1 top-1 rounded bg-white/90 px-1 text-xs text-red-800"
                            onClick={() => photoFetcher.submit({ intent: 'remove-photo', key: photo.key }, { method: 'post', action: '/register' })}
                          >
                            Remove
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <fieldset>
                    <legend className="text-sm font-medium">Looking for Support</legend>
                    <div className="mt-2 grid gap-1 sm:grid-cols-2">
                      {SUPPORT_OPTIONS.map((option) => (
                        <label key={option} className="flex items-start gap-2 text-sm">
                          <input type="checkbox" name="lookingForSupport" value={option} defaultChecked={supportChosen.has(option)} className="mt-1" />
                          {option}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </div>
              </fieldset>
            </div>
          </div>

          <div className="mt-6 flex justify-between gap-4">
            {sliding ? (
              <>
                <button type="button" className={buttonClass} disabled={step === 0} onClick={() => setStep((s) => Math.max(0, s - 1) as StepIndex)}>
                  Previous
                </button>
                {step < 2 ? (
                  // Distinct keys: reusing one <button> would turn it into the submit button during the very click
                // that moves to step 3, and the browser would then submit the form.
                <button key="next" type="button" className={buttonClass} disabled={!stepFilled} onClick={goNext}>
                    Next
                  </button>
                ) : (
                  <button key="submit" type="submit" name="intent" value="submit" className={buttonClass} disabled={submitting}>
                    Submit Registration
                  </button>
                )}
              </>
            ) : (
              <button type="submit" name="intent" value="submit" className={buttonClass}>
                Submit Registration
              </button>
            )}
          </div>
        </Form>
      </section>
    </main>
  );
}
