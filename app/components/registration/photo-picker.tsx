import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { FormField } from '~/components/form-field';
import { useDomainText, useT } from '~/components/i18n/context';
import { fileInputClass } from '~/components/form-controls';
import { MAX_PHOTOS, type AttachedPhoto } from '~/domain/account-photos';

export interface PhotoPickerProps {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  /** Photos already stored with the draft: they survive a reload and a form sent back with errors. */
  photos: readonly AttachedPhoto[];
  /** Messages about files the last upload refused, one per file. */
  uploadErrors: readonly string[];
  uploading: boolean;
  /** With JavaScript, chosen files are uploaded at once; without it they go with the form. */
  onFilesChosen?: (input: HTMLInputElement) => void;
  /** With JavaScript, unticking a photo removes it at once; without it, on the next submit. */
  onRemove?: (key: string) => void;
}

/**
 * The registration's multi-file photo upload. Each attached photo has a ticked "Keep" box: the
 * form lists the photos it showed (shownPhotos) and the ones still ticked (keptPhotos), so removing
 * one works the same with or without JavaScript.
 */
export function PhotoPicker({ meta, photos, uploadErrors, uploading, onFilesChosen, onRemove }: PhotoPickerProps) {
  const t = useT('register');
  const domainText = useDomainText();
  return (
    <>
      <FormField meta={meta} label={t('photos', { max: MAX_PHOTOS })}>
        <input
          {...getInputProps(meta, { type: 'file' })}
          multiple
          accept="image/jpeg,image/png,image/webp"
          onChange={onFilesChosen ? (event) => onFilesChosen(event.currentTarget) : undefined}
          className={fileInputClass}
        />
      </FormField>
      {uploading ? <p className="text-sm text-slate-600">{t('uploading')}</p> : null}
      {uploadErrors.length > 0 ? (
        <ul role="alert" className="text-sm text-red-700" data-testid="photo-errors">
          {uploadErrors.map((message) => (
            <li key={message}>{domainText(message)}</li>
          ))}
        </ul>
      ) : null}
      {photos.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium">{t('attachedPhotos')}</legend>
          <ul className="mt-2 flex flex-wrap gap-3" data-testid="draft-photos">
            {photos.map((photo, index) => (
              <li key={photo.key}>
                <input type="hidden" name="shownPhotos" value={photo.key} />
                <label className="flex flex-col items-center gap-1 text-sm">
                  <img src={photo.thumb} alt={t('attachment', { number: index + 1 })} width={96} height={96} className="h-24 w-24 rounded object-cover" />
                  <span className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      name="keptPhotos"
                      value={photo.key}
                      defaultChecked
                      onChange={onRemove ? (event) => !event.currentTarget.checked && onRemove(photo.key) : undefined}
                    />
                    {t('keep')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </>
  );
}
