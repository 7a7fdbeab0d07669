import { getInputProps } from '@conform-to/react';
import { FormField } from '~/components/form-field';
import { fileInputClass, inputClass } from '~/components/form-controls';
import { useDomainText, useT } from '~/components/i18n/context';
import { rowControlAria, type ListingFields } from '~/components/listing/form-types';
import { attachedPhoto, PHOTO_KEY } from '~/domain/account-photos';
import { MAX_LISTING_PHOTOS } from '~/domain/listing';

/**
 * The listing's photos: those already stored (the listing's own, or sent with a form that came
 * back) with their description, position and a Remove box, then the picker for more. The position
 * numbers set the order without JavaScript; the first photo is the main one.
 */
export function PhotoFields({ fields }: { fields: ListingFields }) {
  const t = useT('sellerListings');
  const domainText = useDomainText();
  const rows = fields.photos.getFieldList().filter((row) => PHOTO_KEY.test(String(row.getFieldset().key.value ?? '')));
  const hintId = `${fields.photos.id}-hint`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={[hintId, fields.photos.errors?.length ? fields.photos.errorId : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium text-slate-800">{t('photosLegend', { max: MAX_LISTING_PHOTOS })}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {t('photosHint')}
      </p>
      {fields.photos.errors?.length ? (
        <p id={fields.photos.errorId} role="alert" className="text-sm text-red-700">
          {fields.photos.errors.map(domainText).join(' ')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ol className="grid gap-3 sm:grid-cols-2" data-testid="listing-photos">
          {rows.map((row, index) => {
            const photo = row.getFieldset();
            const key = String(photo.key.value ?? '');
            return (
              <li key={row.key} className="flex gap-3 rounded-md border border-slate-300 p-2">
                <input {...getInputProps(photo.key, { type: 'hidden' })} />
                <img src={attachedPhoto(key).thumb} alt={t('photoAlt', { number: index + 1, main: index === 0 ? t('photoMain') : '', description: String(photo.alt.value ?? '') || t('photoNotDescribed') })} width={80} height={80} className="h-20 w-20 shrink-0 rounded object-cover" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <label htmlFor={photo.alt.id} className="text-xs font-medium text-slate-700">
                    {t('describePhoto', { number: index + 1 })}
                  </label>
                  <input {...getInputProps(photo.alt, { type: 'text', ariaAttributes: false })} {...rowControlAria(photo.alt, row)} placeholder={t('photoPlaceholder')} className={inputClass} />
                  <div className="flex items-center gap-3">
                    <label htmlFor={photo.position.id} className="text-xs font-medium text-slate-700">
                      {t('position')}
                    </label>
                    <input {...getInputProps(photo.position, { type: 'text', ariaAttributes: false })} {...rowControlAria(photo.position, row)} inputMode="numeric" size={2} className="w-16 rounded-md border border-slate-400 px-2 py-1" />
                    <label className="flex items-center gap-1 text-sm">
                      <input {...getInputProps(photo.remove, { type: 'checkbox' })} className="h-4 w-4" />
                      {t('remove')}
                      <span className="sr-only">{t('removePhoto', { number: index + 1 })}</span>
                    </label>
                  </div>
                  {[photo.alt, photo.position, row].map((meta) =>
                    meta.errors?.length ? (
                      <p key={meta.errorId} id={meta.errorId} role="alert" className="text-sm text-red-700">
                        {meta.errors.map(domainText).join(' ')}
                      </p>
                    ) : null,
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FormField meta={fields.newPhotos} label={t('addPhotos')} hint={t('addPhotosHint')}>
        <input {...getInputProps(fields.newPhotos, { type: 'file', ariaDescribedBy: fields.newPhotos.descriptionId })} multiple accept="image/jpeg,image/png,image/webp" className={fileInputClass} />
      </FormField>
    </fieldset>
  );
}
