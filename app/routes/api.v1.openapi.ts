import { apiJson, withApiErrors } from '~/services/http/api-errors.server';
import { openApiDocument } from '~/services/integrations/openapi.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

// GET /api/v1/openapi.json: the API's OpenAPI 3.1 description (public, no token).
export const loader = withApiErrors(() => Promise.resolve(apiJson(openApiDocument(siteUrlForLinks()))));
