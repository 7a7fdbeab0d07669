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
