import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { shownName } from '~/components/catalog';
import { useLocale, useT } from '~/components/i18n/context';
import { useUnitChoiceName } from '~/components/i18n/units';
import { Form } from '~/components/i18n/links';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, fileInputClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import type { CategoryTreeCategory } from '~/domain/category-tree';
import { indianStates, stateByGstCode } from '~/domain/india-states';
import { UNITS } from '~/domain/listing';
import { isKnownPinDistrict, stateCodeForPin } from '~/domain/pin-states';
import { MAX_DETAILS_LENGTH, MAX_REQUIREMENT_ATTACHMENTS, MAX_TITLE_LENGTH } from '~/domain/requirement';
import { categoryChoiceValue, requirementFormSchema } from '~/domain/requirement-form';

export interface DraftAttachment {
  key: string;
  name: string;
  kind: 'PDF' | 'Image';
  kb: number;
}

interface RequirementFormProps {
  values: Record<string, string>;
  attachments: DraftAttachment[];
  tree: CategoryTreeCategory[];
  today: string;
  idempotencyKey: string;
  signedIn: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}

const sectionClass = 'flex flex-col gap-4 rounded-md border border-slate-200 p-4';

/**
 * "Post a buy requirement": a plain multipart form (works without JavaScript); the same schema
 * checks it in the browser. A visitor's submit saves it and asks them to log in or register.
 */
export function RequirementForm({ values, attachments, tree, today, idempotencyKey, signedIn, lastResult }: RequirementFormProps) {
  const navigation = useNavigation();
  const t = useT('buyer-requirements');
  const unitChoice = useUnitChoiceName();
  const locale = useLocale();
  const schema = requirementFormSchema(today, { gstinLater: !signedIn });
  const [form, fields] = useSchemaForm(schema, { id: 'requirement', lastResult, defaultValue: values, nativeConstraints: false });
  const posted = lastResult?.initialValue?.idempotencyKey;
  const formKey = typeof posted === 'string' && posted ? posted : idempotencyKey;
  const pin = String(fields.deliveryPin.value ?? '').replace(/\s+/g, '');
  const derived = /^\d{6}$/.test(pin) ? stateCodeForPin(pin) : undefined;
  const askState = Boolean(fields.deliveryState.errors?.length) || (/^\d{6}$/.test(pin) && !derived && Number(pin.slice(0, 3)) < 900) || Boolean(values.deliveryState);
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 flex flex-col gap-6" aria-busy={busy}>
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <FormErrors form={form} />

      <fieldset className={sectionClass}>
        <legend className="px-1 font-semibold text-brand-700">{t('sectionWhat')}</legend>
        <FormField meta={fields.title} label={t('titleLabel')} required hint={t('titleHint', { max: MAX_TITLE_LENGTH })}>
          <input {...getInputProps(fields.title, { type: 'text', ariaDescribedBy: fields.title.descriptionId })} autoComplete="off" className={inputClass} />
        </FormField>
        <FormField meta={fields.category} label={t('categoryLabel')} required hint={t('categoryHint')}>
          <select {...getSelectProps(fields.category, { ariaDescribedBy: fields.category.descriptionId })} className={inputClass}>
            <option value="">{t('chooseCategory')}</option>
            {tree.map((category) => (
              <optgroup key={category.id} label={shownName(category, locale)} data-user-text>
                <option value={categoryChoiceValue(category.id, null)}>{t('categoryAny', { name: shownName(category, locale) })}</option>
                {category.subcategories.map((sub) => (
                  <option key={sub.id} value={categoryChoiceValue(category.id, sub.id)}>
                    {shownName(sub, locale)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField meta={fields.quantity} label={t('quantityLabel')} required>
            <input {...getInputProps(fields.quantity, { type: 'text', ariaDescribedBy: fields.quantity.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.unit} label={t('unitLabel')} required>
            <select {...getSelectProps(fields.unit, { ariaDescribedBy: fields.unit.descriptionId })} className={inputClass}>
              <option value="">{t('chooseUnit')}</option>
              {UNITS.map((unit) => (
                <option key={unit.code} value={unit.code}>
                  {unitChoice(unit.code)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField meta={fields.targetPrice} label={t('targetPriceLabel')} optional hint={t('targetPriceHint')}>
            <input {...getInputProps(fields.targetPrice, { type: 'text', ariaDescribedBy: fields.targetPrice.descriptionId })} inputMode="decimal" autoComplete="off" className={inputClass} />
          </FormField>
        </div>
        <FormField meta={fields.details} label={t('detailsLabel')} optional hint={t('detailsHint', { max: MAX_DETAILS_LENGTH.toLocaleString('en-IN') })}>
          <textarea {...getTextareaProps(fields.details, { ariaDescribedBy: fields.details.descriptionId })} rows={5} className={inputClass} />
        </FormField>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className="px-1 font-semibold text-brand-700">{t('sectionDelivery')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField meta={fields.deliveryPin} label={t('deliveryPinLabel')} required hint={derived ? t('deliveryPinDerived', { state: stateByGstCode(derived)?.name ?? derived }) : /^\d{6}$/.test(pin) && !isKnownPinDistrict(pin) ? t('deliveryPinUnknown', { prefix: pin.slice(0, 3) }) : t('deliveryPinHint')}>
            <input {...getInputProps(fields.deliveryPin, { type: 'text', ariaDescribedBy: fields.deliveryPin.descriptionId })} inputMode="numeric" autoComplete="postal-code" className={inputClass} />
          </FormField>
          <FormField meta={fields.neededBy} label={t('neededByLabel')} required>
            <input {...getInputProps(fields.neededBy, { type: 'date', ariaDescribedBy: fields.neededBy.descriptionId })} min={today} className={inputClass} />
          </FormField>
        </div>
        {askState ? (
          <FormField meta={fields.deliveryState} label={t('deliveryStateLabel')} required hint={t('deliveryStateHint')}>
            <select {...getSelectProps(fields.deliveryState, { ariaDescribedBy: fields.deliveryState.descriptionId })} className={inputClass}>
              <option value="">{t('chooseState')}</option>
              {indianStates.map((state) => (
                <option key={state.gstCode} value={state.gstCode}>
                  {state.name}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className="px-1 font-semibold text-brand-700">{t('sectionAttachments')}</legend>
        {attachments.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" data-testid="draft-attachments">
            {attachments.map((file) => (
              <li key={file.key}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="keptAttachments" value={file.key} defaultChecked className="h-4 w-4" />
                  {t('keepAttachment', { name: file.name, kind: file.kind === 'PDF' ? 'PDF' : t('kindImage'), kb: file.kb })}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <FormField meta={fields.newAttachments} label={t('attachmentsLabel')} optional hint={t('attachmentsHint', { max: MAX_REQUIREMENT_ATTACHMENTS })}>
          <input id={fields.newAttachments.id} name="newAttachments" type="file" multiple accept="application/pdf,image/jpeg,image/png,image/webp" aria-invalid={fields.newAttachments.errors ? true : undefined} aria-describedby={fields.newAttachments.errors ? fields.newAttachments.errorId : fields.newAttachments.descriptionId} className={fileInputClass} />
        </FormField>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className="px-1 font-semibold text-brand-700">{t('sectionWho')}</legend>
        <label className="flex items-start gap-2 text-sm">
          <input {...getInputProps(fields.showCompanyName, { type: 'checkbox' })} className="mt-0.5 h-4 w-4" />
          <span>{t('showCompanyName')}</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input {...getInputProps(fields.publishToMembers, { type: 'checkbox' })} className="mt-0.5 h-4 w-4" />
          <span>{t('publishToMembers')}</span>
        </label>
        <FormField meta={fields.buyerGstin} label={t('gstinLabel')} required={signedIn} hint={signedIn ? t('gstinHintSignedIn') : t('gstinHintVisitor')}>
          <input {...getInputProps(fields.buyerGstin, { type: 'text', ariaDescribedBy: fields.buyerGstin.descriptionId })} autoComplete="off" className={`${inputClass} uppercase`} />
        </FormField>
      </fieldset>

      <div>
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={busy}>
          {signedIn ? t('submitSignedIn') : t('submitVisitor')}
        </button>
      </div>
    </Form>
  );
}
