/**
 * `npm run ledger:check`: the ledger's invariants, checked on the database itself (`DATABASE_URL`,
 * else the embedded one in `DATA_DIR`, which only one process may open: stop the server first, or
 * ask the running server with `npm run ops -- ledger-check`). Exit code 0 when clean, 1 with the
 * violations listed.
 */
import { checkLedger } from '../modules/ledger/service.ts';
import { openServerDatabase } from './database.ts';

const { handle, where } = await openServerDatabase();
try {
  const violations = await checkLedger(handle.db);
  if (violations.length === 0) console.log(`Ledger clean (${where}): every invariant holds.`);
  else {
    console.log(`Ledger violations (${where}):`);
    for (const violation of violations) console.log(`  ${violation.invariant}: ${violation.detail}`);
  }
  process.exitCode = violations.length === 0 ? 0 : 1;
} finally {
  await handle.close();
}
