import { and, asc, gte, isNull, lte, or } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { gstRates } from '~/services/db/schema/tax';

export interface GstRate {
  rateBp: number;
  label: string;
}

/** The calendar day in India (YYYY-MM-DD): a new rate applies from midnight there, not in UTC. */
const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The GST rates on goods in force on the given day in India, lowest first. */
export async function ratesInForce(on: Date): Promise<GstRate[]> {
  const day = indianDay.format(on);
  // Distinct: a rate entered again with a new start day, before the old row was closed, is one choice.
  return db()
    .selectDistinct({ rateBp: gstRates.rateBp, label: gstRates.label })
    .from(gstRates)
    .where(and(lte(gstRates.appliesFrom, day), or(isNull(gstRates.appliesUntil), gte(gstRates.appliesUntil, day))))
    .orderBy(asc(gstRates.rateBp));
}
