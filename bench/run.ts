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
