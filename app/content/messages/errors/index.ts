import accounts from './accounts';
import accountsIds from './accounts-ids';
import buyer from './buyer';
import catalogue from './catalogue';
import content from './content';
import docs from './docs';
import notices from './notices';
import seller from './seller';
import shell from './shell';
import waits from './waits';

/**
 * The `errors` namespace: texts the domain and the services produce in English (zod messages,
 * refusals, 404 texts), each KEY being the exact English text (`{name}` where it carries a value),
 * shown in the page's language by useDomainText (app/components/i18n/context.tsx). One file per
 * area of the site; a key must be in one file only.
 */
export default { ...shell, ...accounts, ...accountsIds, ...buyer, ...catalogue, ...content, ...docs, ...seller, ...notices, ...waits };
