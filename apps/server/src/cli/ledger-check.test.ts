import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed.ts';

const LEDGER_CHECK = fileURLToPath(new URL('./ledger-check.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run ledger:check` on the embedded database in `dataDir` (no server has it open). */
function ledgerCheck(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', LEDGER_CHECK], { env: { PATH: process.env.PATH, DATA_DIR: dataDir }, timeout: 120_000 },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }));
  });
}

describe('npm run ledger:check', () => {
  it('exits 0 on the seeded ledger and 1 listing the violation once an account no longer matches its postings', async () => {
    const clean = await ledgerCheck();
    expect(clean).toMatchObject({ code: 0, stdout: expect.stringContaining('Ledger clean') });

    const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    await seedIfEmpty(database.db);
    await database.db.execute(sql`update ledger_accounts set balance_minor = balance_minor + 1 where id = (select min(id) from ledger_accounts where member_id is not null)`);
    await database.close();

    const broken = await ledgerCheck();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/each account's balance equals the sum of its postings: account \d+: balance \d+, postings \d+/);
  }, 240_000);
});
