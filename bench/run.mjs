// `npm run bench [-- web|api|auth|cycle|reads]`: the benchmarks, run by hand or in a dedicated CI job, never by `npm test`.
import { benchApi } from './api.mjs';
import { benchAuth } from './auth.mjs';
import { benchCycle } from './cycle.mjs';
import { benchReads } from './reads.mjs';
import { benchWeb } from './web.mjs';

/** @type {Record<string, () => Promise<void>>} */
const benches = { web: benchWeb, api: benchApi, auth: benchAuth, cycle: benchCycle, reads: benchReads };
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Usage: npm run bench [-- web|api|auth|cycle|reads] (no argument: all)`);
  process.exit(2);
}

try {
  for (const name of requested.length > 0 ? requested : Object.keys(benches)) await benches[name]?.();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
