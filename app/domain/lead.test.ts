import { describe, expect, it } from 'vitest';
import { integrationActionSchema, isFollowUpOverdue, leadFilterQuery, leadFiltersFrom, leadUpdateSchema } from './lead';

describe('lead manager filters', () => {
  it('reads what it understands from the URL and ignores the rest', () => {
    expect(leadFiltersFrom(new URLSearchParams('status=won&kind=inquiry&assignee=mine&followUp=due&q=%20rice%20&page=3'))).toEqual({ status: 'won', kind: 'inquiry', assignee: 'mine', followUp: 'due', q: 'rice', page: 3 });
    expect(leadFiltersFrom(new URLSearchParams('status=maybe&kind=x&assignee=DROP%20TABLE&followUp=never&q=%20%20&page=0'))).toEqual({ page: 1 });
    expect(leadFiltersFrom(new URLSearchParams('assignee=42')).assignee).toBe('42');
  });

  it('writes the query back for paging and the export', () => {
    const filters = leadFiltersFrom(new URLSearchParams('status=lost&q=jute bags'));
    expect(leadFilterQuery(filters)).toBe('?status=lost&q=jute+bags');
    expect(leadFilterQuery(filters, 2)).toBe('?status=lost&q=jute+bags&page=2');
    expect(leadFilterQuery(leadFiltersFrom(new URLSearchParams()))).toBe('');
  });

  it('calls a follow-up overdue only before today and only on an open lead', () => {
    expect(isFollowUpOverdue('2026-03-01', 'contacted', '2026-03-02')).toBe(true);
    expect(isFollowUpOverdue('2026-03-02', 'contacted', '2026-03-02')).toBe(false);
    expect(isFollowUpOverdue('2026-03-01', 'won', '2026-03-02')).toBe(false);
    expect(isFollowUpOverdue(null, 'new', '2026-03-02')).toBe(false);
  });
});

describe('lead forms', () => {
  const schema = leadUpdateSchema('2026-03-02');
  it('needs a reason for a lost lead, and only then', () => {
    expect(schema.safeParse({ intent: 'status', status: 'lost' }).error?.issues[0]).toMatchObject({ path: ['lostReason'], message: 'Choose why the lead was lost' });
    expect(schema.parse({ intent: 'status', status: 'lost', lostReason: 'price' })).toEqual({ intent: 'status', status: 'lost', lostReason: 'price' });
    expect(schema.parse({ intent: 'status', status: 'won' })).toEqual({ intent: 'status', status: 'won' });
  });

  it('takes a follow-up date from today on', () => {
    expect(schema.safeParse({ intent: 'follow-up', followUpOn: '2026-03-01' }).error?.issues[0]?.message).toBe('Choose today or a later date');
    expect(schema.safeParse({ intent: 'follow-up', followUpOn: '2026-03-02' }).success).toBe(true);
    expect(schema.safeParse({ intent: 'follow-up', followUpOn: '02/03/2026' }).success).toBe(false);
  });

  it('reads ticked scopes and events as lists', () => {
    expect(integrationActionSchema.parse({ intent: 'create-token', name: 'Zoho', scopes: 'leads:read' })).toEqual({ intent: 'create-token', name: 'Zoho', scopes: ['leads:read'] });
    expect(integrationActionSchema.safeParse({ intent: 'add-webhook', url: 'https://crm.example.in/h', events: ['lead.created', 'bogus'] }).success).toBe(false);
    expect(integrationActionSchema.safeParse({ intent: 'add-webhook', url: 'https://crm.example.in/h' }).error?.issues[0]).toMatchObject({ path: ['events'], message: 'Choose which events to send' });
  });
});

describe('lead filters from the address', () => {
  it('keep an assignee id within PostgreSQL integers and ignore a larger one', () => {
    expect(leadFiltersFrom(new URLSearchParams('assignee=2147483647')).assignee).toBe('2147483647');
    expect(leadFiltersFrom(new URLSearchParams('assignee=2147483648')).assignee).toBeUndefined();
    expect(leadFiltersFrom(new URLSearchParams('assignee=9999999999')).assignee).toBeUndefined();
  });
});
