import { z } from 'zod';
import { mobileSchema } from '~/domain/india-ids';

/** "Request this service" and the contact form: one schema for the browser and the action. */
export const ServiceRequestSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(2, 'Enter your name').max(100, 'Use at most 100 characters'),
  email: z.string({ error: 'Enter your email address' }).trim().toLowerCase().pipe(z.email({ error: 'Enter an email address like name@company.in' })),
  mobile: mobileSchema,
  companyName: z.string().trim().max(150, 'Use at most 150 characters').optional().default(''),
  message: z
    .string({ error: 'Tell us what you need' })
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(2000, 'Use at most 2,000 characters'),
});

export type ServiceRequestInput = z.infer<typeof ServiceRequestSchema>;
