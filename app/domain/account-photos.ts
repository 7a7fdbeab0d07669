import { z } from 'zod';

export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * Names of uploaded photos: the service stores each as `<32 hex>.webp` with `<32 hex>-thumb.webp`
 * beside it, and /uploads/:file serves them. Forms refer to a photo that is already stored (kept
 * while the rest of the form is corrected) by its key, so the key's shape is checked everywhere.
 */
export const PHOTO_KEY = /^[a-f0-9]{32}\.webp$/;
export const UPLOAD_FILE = /^[a-f0-9]{32}(-thumb)?\.webp$/;

export const thumbKeyOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');
export const uploadUrl = (file: string) => `/uploads/${file}`;

/** A stored photo as forms show it: its key and its thumbnail's address. */
export interface AttachedPhoto {
  key: string;
  thumb: string;
}

export const attachedPhoto = (key: string): AttachedPhoto => ({ key, thumb: uploadUrl(thumbKeyOf(key)) });

/**
 * The photo picker's files, checked in the browser before they are sent (size, declared type,
 * count). The server stores them before validating the rest of the form and checks each file's
 * real type from its bytes, so this is a convenience, not the guard.
 */
export const photoFilesSchema = z
  .array(
    z
      .file()
      .max(MAX_PHOTO_BYTES, 'Each photo can be at most 5 MB; choose a smaller one')
      .mime(['image/jpeg', 'image/png', 'image/webp'], 'Choose JPEG, PNG or WebP photos'),
  )
  .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos can be added at once`)
  .optional();
