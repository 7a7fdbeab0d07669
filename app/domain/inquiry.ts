import { z } from 'zod';
import { builtOnce } from '~/domain/built-once';
import { mobileSchema } from '~/domain/india-ids';

export const INQUIRY_UNITS = ['piece', 'kg', 'tonne', 'litre', 'metre', 'pack', 'box', 'pair', 'set', 'dozen', 'quintal', 'bag', 'roll', 'bottle', 'unit'] as const;
export type InquiryUnit = (typeof INQUIRY_UNITS)[number];

/** "Send inquiry" on product and supplier pages: one schema for the form and the action. */
export const inquirySchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    quantity: z.coerce
      .number({ error: 'Enter the quantity you need as a whole number, e.g. 500' })
      .int('Enter the quantity as a whole number, e.g. 500')
      .min(1, 'The quantity must be at least 1')
      .max(100_000_000, 'The quantity must be at most 10,00,00,000'),
    unit: z.string({ error: 'Choose a unit' }).trim().min(1, 'Choose a unit').max(30, 'Use a unit of at most 30 characters'),
    requirement: z
      .string({ error: 'Describe what you need' })
      .trim()
      .min(20, 'Describe your requirement in at least 20 characters: specification, delivery city and timeline help the supplier quote')
      .max(2000, 'Keep the requirement within 2,000 characters'),
    buyerName: z.string({ error: 'Enter your name' }).trim().min(2, 'Enter your name (at least 2 characters)').max(100, 'Use at most 100 characters for your name'),
    buyerEmail: z
      .string({ error: 'Enter your email address' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter an email address like name@company.in')),
    buyerMobile: mobileSchema,
    productSlug: z.string().trim().max(200).optional(),
  }),
);
export type InquiryInput = z.infer<ReturnType<typeof inquirySchema>>;
