import { LEAD_STATUSES, LOST_REASONS } from '~/domain/conversation';
import { API_PAGE_DEFAULT, API_PAGE_MAX, LEAD_KINDS, WEBHOOK_EVENTS } from '~/domain/lead';
import { API_RATE_LIMIT } from '~/services/integrations/api-tokens.server';

/**
 * The OpenAPI 3.1 description of /api/v1, written by hand beside the code it describes; a test
 * (tests/integration/leads-api.test.ts) checks a real answer against its required fields, so the
 * two cannot drift apart unnoticed.
 */
const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'unauthenticated, forbidden, validation, rate-limited …' },
        message: { type: 'string', description: 'What went wrong, in words' },
        fields: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({ description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

export function openApiDocument(siteUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'TradeSetu leads API',
      version: '1.0.0',
      description: `Read your company's leads (inquiries and requirements sent to it) from a CRM. Make a token on the Integrations page of your account (owners only). At most ${API_RATE_LIMIT} requests a minute per token. Webhooks (${WEBHOOK_EVENTS.join(', ')}) are described in docs/api.md.`,
    },
    servers: [{ url: `${siteUrl}/api/v1` }],
    security: [{ bearerToken: [] }],
    paths: {
      '/leads': {
        get: {
          operationId: 'listLeads',
          summary: 'Leads in the order they last changed, oldest first',
          description: 'Needs the scope leads:read. Page with next_cursor until it is null; to stay in step later, pass since= the last last_activity_at you stored.',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: API_PAGE_MAX, default: API_PAGE_DEFAULT } },
            { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'next_cursor of the previous page, as it was' },
            { name: 'since', in: 'query', schema: { type: 'string', format: 'date-time' }, description: 'Only leads changed (a message, status, note, follow-up or assignee) at or after this ISO 8601 time with a time zone' },
          ],
          responses: {
            '200': {
              description: 'A page of leads',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['data', 'next_cursor'],
                    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Lead' } }, next_cursor: nullable('string') },
                  },
                },
              },
            },
            '400': errorResponse('A bad limit, cursor or since'),
            '401': errorResponse('No token, or a mistyped or revoked one'),
            '403': errorResponse('The token lacks the scope leads:read'),
            '429': errorResponse('Too many requests with this token', { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } }),
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerToken: { type: 'http', scheme: 'bearer', description: 'An API token, tsk_…' } },
      schemas: {
        Error: errorSchema,
        Lead: {
          type: 'object',
          required: ['reference', 'kind', 'subject', 'status', 'lost_reason', 'buyer', 'product', 'quantity', 'unit', 'requirement_reference', 'inquiry_reference', 'follow_up_on', 'assignee_email', 'created_at', 'last_activity_at', 'conversation_url'],
          properties: {
            reference: { type: 'string', description: 'The thread reference, e.g. TH-7KD2M9X4', pattern: '^TH-[2-9A-Z]{8}$' },
            kind: { type: 'string', enum: [...LEAD_KINDS] },
            subject: { type: 'string' },
            status: { type: 'string', enum: [...LEAD_STATUSES] },
            lost_reason: { type: ['string', 'null'], enum: [...LOST_REASONS, null] },
            buyer: {
              type: 'object',
              required: ['name', 'company', 'email', 'phone'],
              description: 'Email and phone are null until the buyer shares them in the conversation; a requirement buyer’s company only when the buyer shows it.',
              properties: { name: nullable('string'), company: nullable('string'), email: nullable('string'), phone: nullable('string') },
            },
            product: nullable('string'),
            quantity: nullable('integer'),
            unit: nullable('string'),
            requirement_reference: nullable('string'),
            inquiry_reference: nullable('string'),
            follow_up_on: nullable('string', { format: 'date' }),
            assignee_email: nullable('string'),
            created_at: { type: 'string', format: 'date-time' },
            last_activity_at: { type: 'string', format: 'date-time' },
            conversation_url: { type: 'string', format: 'uri' },
          },
        },
      },
    },
  };
}
