import { benchCatalogueImport } from './catalogue-import';
import { formatJsSize, measureFirstLoadJs } from './js-size';
import { formatLighthouse, runLighthouse } from './lighthouse';
import { formatStart, measureStart } from './start';
import { startProductionServer } from './support/server';

/**
 * `npm run bench`: every benchmark against one production server started from the existing build
 * (run `npm run build` first). Other areas add their benches here.
 */
console.log(formatStart(await measureStart()));
console.log('');
const server = await startProductionServer();
try {
  console.log(formatJsSize(await measureFirstLoadJs(server.baseUrl, '/')));
  console.log('');
  console.log(formatLighthouse(await runLighthouse(server.baseUrl)));
} finally {
  await server.stop();
}
console.log('');
// On a server of its own: it logs in as a demo account (SEED_DEMO_ACCOUNTS) and adds 10,000 listings.
console.log(await benchCatalogueImport(10_000));
