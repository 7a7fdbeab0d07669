import type { MessageKey } from '~/content/messages';
import type { FollowUpFilter, LeadKind } from '~/domain/lead';

/** The sellerLeads messages naming a lead's kind and the follow-up filters (app/domain/lead.ts has the English). */
export const KIND_KEYS = { inquiry: 'kindInquiry', requirement: 'kindRequirement' } as const satisfies Record<LeadKind, MessageKey<'sellerLeads'>>;

export const FOLLOW_UP_KEYS = { due: 'followUpDue', overdue: 'followUpOverdue', upcoming: 'followUpUpcoming', none: 'followUpNone' } as const satisfies Record<FollowUpFilter, MessageKey<'sellerLeads'>>;
