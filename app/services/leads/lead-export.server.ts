import { escapeCell } from '~/domain/catalogue-file';
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS } from '~/domain/conversation';
import { LEAD_KIND_LABELS, type LeadFilters } from '~/domain/lead';
import { indianToday } from '~/domain/requirement';
import { formatIndianMoment } from '~/domain/india-time';
import { CSV_BOM, csvText } from '~/services/documents/csv.server';
import { leadsForExport } from '~/services/leads/lead-manager.server';

/**
 * The lead manager's list as CSV, with the filters of the page. Every cell that a spreadsheet
 * would take for a formula (= + - @) starts with an apostrophe, so a buyer's text can never run in
 * the seller's spreadsheet. Contact details only where the buyer shared them, as on the page.
 */
const HEADER = ['Reference', 'Kind', 'Subject', 'Product', 'Quantity', 'Unit', 'Requirement', 'Inquiry', 'Buyer', 'Buyer company', 'Buyer email', 'Buyer phone', 'Status', 'Lost reason', 'Assignee', 'Follow-up on', 'Created', 'Last activity'];

export async function exportLeads(userId: number, filters: LeadFilters): Promise<{ fileName: string; body: Uint8Array }> {
  const { rows } = await leadsForExport(userId, filters);
  const lines = rows.map((row) =>
    [
      row.reference,
      LEAD_KIND_LABELS[row.kind],
      row.subject,
      row.productName ?? '',
      row.quantity === null ? '' : String(row.quantity),
      row.unit ?? '',
      row.requirementReference ?? '',
      row.inquiryReference ?? '',
      row.buyerName ?? '',
      row.buyerCompany ?? '',
      row.buyerEmail ?? '',
      row.buyerPhone ?? '',
      LEAD_STATUS_LABELS[row.status],
      row.lostReason ? LOST_REASON_LABELS[row.lostReason] : '',
      row.assigneeName ?? '',
      row.followUpOn ?? '',
      formatIndianMoment(row.createdAt),
      formatIndianMoment(row.lastActivityAt),
    ].map(escapeCell),
  );
  const text = CSV_BOM + csvText([HEADER, ...lines]);
  return { fileName: `leads-${indianToday()}.csv`, body: new TextEncoder().encode(text) };
}
