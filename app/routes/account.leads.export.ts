import type { Route } from './+types/account.leads.export';
import { leadFiltersFrom } from '~/domain/lead';
import { requireUser } from '~/services/accounts/sessions.server';
import { fileDownload } from '~/services/http/file-download.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { exportLeads } from '~/services/leads/lead-export.server';

// /account/leads/export.csv: the lead manager's list with the page's filters, as a CSV download.
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const file = await exportLeads(user.id, leadFiltersFrom(new URL(request.url).searchParams));
  return fileDownload(file.body, 'csv', file.fileName);
});
