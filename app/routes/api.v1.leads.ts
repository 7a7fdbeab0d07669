import type { Route } from './+types/api.v1.leads';
import { apiJson, withApiErrors } from '~/services/http/api-errors.server';
import { authenticateApiRequest } from '~/services/integrations/api-tokens.server';
import { apiLeadQuery, apiLeadsPage } from '~/services/integrations/leads-api.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

// GET /api/v1/leads with "Authorization: Bearer tsk_…": the company's leads for its CRM (docs/api.md).
export const loader = withApiErrors(async ({ request }: Route.LoaderArgs) => {
  const { companyId } = await authenticateApiRequest(request, 'leads:read');
  const query = apiLeadQuery(new URL(request.url).searchParams);
  return apiJson(await apiLeadsPage(companyId, query, siteUrlForLinks()));
});
