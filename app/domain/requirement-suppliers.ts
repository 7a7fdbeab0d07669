/** The "Add a supplier I found" form: a supplier's page address or slug, as typed or chosen from a search. */
import { z } from 'zod';

export const AddSupplierSchema = z.object({
  supplier: z.string({ error: 'Enter the supplier’s page address, or search for it by name and choose it' }).trim().min(1, 'Enter the supplier’s page address, or search for it by name and choose it').max(300, 'That is too long for a supplier’s page address'),
});
