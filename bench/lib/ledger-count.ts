// The ledger transfers made in time windows, by type, read from the server's database the way
// `npm run ledger:check` opens it (DATABASE_URL, else the embedded one in DATA_DIR with the server
// stopped). Run by the bench: `node --import tsx bench/lib/ledger-count.ts <from>/<to> …` (ISO
// times); prints one JSON object: the database's `version`, and per window `{ from, to, byType }`.
import { sql } from 'drizzle-orm';
import { openServerDatabase } from '../../apps/server/src/cli/database.ts';

const windows = process.argv.slice(2).map((arg) => {
  const [from, to] = arg.split('/');
  if (!from || !to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) throw new Error(`Not a window: ${arg}`);
  return { from, to };
});

const { handle } = await openServerDatabase();
try {
  const counted = [];
  for (const window of windows) {
    const result = (await handle.db.execute(sql`select type, count(*)::int as count from ledger_transfers
      where created_at >= ${window.from}::timestamptz and created_at <= ${window.to}::timestamptz group by type order by type`)) as unknown as {
      rows: { type: string; count: number }[];
    };
    counted.push({ ...window, byType: Object.fromEntries(result.rows.map((row) => [row.type, Number(row.count)])) });
  }
  const version = (await handle.db.execute(sql`select current_setting('server_version') as version`)) as unknown as { rows: { version: string }[] };
  console.log(JSON.stringify({ version: version.rows[0]?.version ?? '', windows: counted }));
} finally {
  await handle.close();
}
