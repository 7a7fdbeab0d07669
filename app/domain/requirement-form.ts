/**
 * The "Post a buy requirement" form (/requirements/new): one schema the browser and the action use
 * to turn what was typed into a RequirementInput, each problem at its field. Values are strings as
 * typed; the category select carries "categoryId" or "categoryId/subcategoryId" so the form works
 * without JavaScript. The needed-by date is judged by the Indian calendar (`today`).
 */
import { z } from 'zod';
import { parseGstin, parsePin } from '~/domain/india-ids';
import { stateByGstCode } from '~/domain/india-states';
import { isUnit, parseRupees } from '~/domain/listing';
import { isKnownPinDistrict, stateCodeForPin } from '~/domain/pin-states';
import { indianToday, MAX_ATTACHMENT_BYTES, MAX_DETAILS_LENGTH, MAX_REQUIREMENT_ATTACHMENTS, MAX_REQUIREMENT_QUANTITY, MAX_TITLE_LENGTH, type RequirementInput } from '~/domain/requirement';

const text = z.string().optional();

/** The form as Conform reads it: strings (missing when left empty) and the picker's files. */
const RawRequirementForm = z.object({
  idempotencyKey: text,
  title: text,
  category: text,
  quantity: text,
  unit: text,
  targetPrice: text,
  deliveryPin: text,
  deliveryState: text,
  neededBy: text,
  details: text,
  showCompanyName: text,
  publishToMembers: text,
  buyerGstin: text,
  /** Attachments already stored with the draft that the buyer keeps (their keys). */
  keptAttachments: z.array(z.string()).optional(),
  /** Files chosen in the picker; the server stores them before it reads the form. */
  newAttachments: z.array(z.instanceof(Blob)).optional(),
});

// A type, not an interface: the form hook wants an object type with an index signature.
export type RequirementFormValue = { [Key in keyof RequirementInput]: RequirementInput[Key] } & { idempotencyKey: string; keptAttachments: string[] };

const QUANTITY_MESSAGE = `Enter how many you need as a whole number from 1 to ${MAX_REQUIREMENT_QUANTITY.toLocaleString('en-IN')}`;
const PRICE_MESSAGE = 'Enter a price per unit in rupees, e.g. 82 or 82.50, or leave it empty';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** A quantity as typed: the number, or the message that says what is wrong with it. */
export function readRequirementQuantity(value: string | undefined): number | string {
  const typed = (value ?? '').trim().replace(/[,\s]/g, '');
  if (typed === '') return 'Enter the quantity you need';
  if (!/^[-+]?\d+(\.\d+)?$/.test(typed)) return QUANTITY_MESSAGE;
  const number = Number(typed);
  if (number <= 0) return 'The quantity must be more than 0';
  if (!Number.isInteger(number)) return 'Enter a whole number of units (choose a smaller unit for parts, e.g. gram instead of kg)';
  if (number > MAX_REQUIREMENT_QUANTITY) return `The quantity can be at most ${MAX_REQUIREMENT_QUANTITY.toLocaleString('en-IN')}; for more, choose a larger unit (e.g. tonne instead of kg)`;
  return number;
}

/** "12" or "12/34" → the category and optional subcategory ids. */
export function readCategoryChoice(value: string | undefined): { categoryId: number; subcategoryId: number | null } | undefined {
  const match = /^([1-9]\d{0,8})(?:\/([1-9]\d{0,8}))?$/.exec((value ?? '').trim());
  if (!match) return undefined;
  return { categoryId: Number(match[1]), subcategoryId: match[2] ? Number(match[2]) : null };
}

/** The select's value for a category and optional subcategory. */
export const categoryChoiceValue = (categoryId: number, subcategoryId: number | null) => (subcategoryId === null ? String(categoryId) : `${categoryId}/${subcategoryId}`);

/** A form past the upload limit cannot be read at all (nothing in it is checked), so the message says what fits. */
export const ATTACHMENTS_TOO_LARGE = `The files are too large to send together: attach at most ${MAX_REQUIREMENT_ATTACHMENTS} files of up to ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB each. Choose smaller files, or fewer, and post again.`;

/** A PIN in no postal district we know: most likely mistyped, possibly a new one, so the buyer may still choose the state. */
const unknownPinDistrict = (pin: string) => `No PIN code we know starts with ${pin.slice(0, 3)}: check the PIN code. If it is right, choose the state the goods are delivered to`;

/** Why the buyer is asked for the state: the PIN alone does not tell. */
export const PIN_STATE_UNKNOWN = 'This PIN code alone does not tell us the state (some postal districts lie on both sides of a state line). Choose the state the goods are delivered to: the GST on quotes depends on it';

/**
 * The schema for the form; `today` is India's date (YYYY-MM-DD), so a date in the past is refused.
 * A visitor (`gstinLater`) may leave the GSTIN empty: it is filled in from their company once they
 * have logged in or registered.
 */
export function requirementFormSchema(today: string = indianToday(), options: { gstinLater?: boolean } = {}) {
  return RawRequirementForm.transform((raw, ctx): RequirementFormValue => {
    const report = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

    const title = (raw.title ?? '').trim().replace(/\s+/g, ' ');
    if (title === '') report('title', 'Say what you need, e.g. "Basmati rice 1121, sortexed"');
    else if (title.length < 3) report('title', 'Say what you need in at least 3 characters');
    else if (title.length > MAX_TITLE_LENGTH) report('title', `Keep it to ${MAX_TITLE_LENGTH} characters; put the rest in the details`);

    const category = readCategoryChoice(raw.category);
    if (!category) report('category', 'Choose the category of what you need');

    const quantity = readRequirementQuantity(raw.quantity);
    if (typeof quantity === 'string') report('quantity', quantity);
    const unit = (raw.unit ?? '').trim();
    if (!isUnit(unit)) report('unit', 'Choose the unit of the quantity');

    let targetPricePaise: number | null = null;
    const price = (raw.targetPrice ?? '').trim();
    if (price !== '') {
      const paise = parseRupees(price);
      const cleaned = price.replace(/[,₹\s]/g, '');
      if (paise === null) report('targetPrice', /^-?\d+(\.\d+)?$/.test(cleaned) && Number(cleaned) <= 0 ? 'A target price must be more than ₹0, or leave it empty' : PRICE_MESSAGE);
      else targetPricePaise = paise;
    }

    const pin = parsePin(raw.deliveryPin ?? '');
    let deliveryStateCode = '';
    if (!pin.ok) report('deliveryPin', pin.error);
    else {
      const derived = stateCodeForPin(pin.value);
      const chosen = (raw.deliveryState ?? '').trim();
      if (derived) deliveryStateCode = derived;
      else if (chosen && stateByGstCode(chosen)) deliveryStateCode = chosen;
      else if (Number(pin.value.slice(0, 3)) >= 900) report('deliveryPin', 'PIN codes from 900000 are the Army Postal Service, not a delivery address; enter the PIN code of the place of delivery');
      else if (!isKnownPinDistrict(pin.value)) report('deliveryState', unknownPinDistrict(pin.value));
      else report('deliveryState', PIN_STATE_UNKNOWN);
    }

    const neededBy = (raw.neededBy ?? '').trim();
    if (neededBy === '') report('neededBy', 'Enter the date you need it by');
    else if (!isIsoDate(neededBy)) report('neededBy', 'Enter a date as day, month and year, e.g. 2025-03-31');
    else if (neededBy < today) report('neededBy', `The date has passed; choose today (${today}) or a later day`);

    const details = (raw.details ?? '').trim();
    if (details.length > MAX_DETAILS_LENGTH) report('details', `Keep the details to ${MAX_DETAILS_LENGTH} characters; you wrote ${details.length}`);

    const gstin = parseGstin(raw.buyerGstin ?? '');
    if (!gstin.ok && !(options.gstinLater && (raw.buyerGstin ?? '').trim() === '')) report('buyerGstin', gstin.error);

    const keptAttachments = (raw.keptAttachments ?? []).filter(Boolean);
    const newCount = (raw.newAttachments ?? []).filter((file) => file.size > 0).length;
    if (keptAttachments.length + newCount > MAX_REQUIREMENT_ATTACHMENTS) {
      report('newAttachments', `At most ${MAX_REQUIREMENT_ATTACHMENTS} attachments; you chose ${keptAttachments.length + newCount}. Leave out ${keptAttachments.length + newCount - MAX_REQUIREMENT_ATTACHMENTS}.`);
    }

    const idempotencyKey = (raw.idempotencyKey ?? '').trim();
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) ctx.addIssue({ code: 'custom', path: [], message: 'The form is out of date. Reload the page and send it again; what you typed is kept.' });

    return {
      idempotencyKey,
      title,
      categoryId: category?.categoryId ?? 0,
      subcategoryId: category?.subcategoryId ?? null,
      quantity: typeof quantity === 'number' ? quantity : 0,
      unit: isUnit(unit) ? unit : 'kg',
      targetPricePaise,
      deliveryPin: pin.ok ? pin.value : '',
      deliveryStateCode,
      neededBy,
      details,
      showCompanyName: raw.showCompanyName === 'on',
      publishToMembers: raw.publishToMembers === 'on',
      buyerGstin: gstin.ok ? gstin.value : '',
      keptAttachments,
    };
  });
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
