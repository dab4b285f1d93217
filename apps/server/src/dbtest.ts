import { createDatabase } from '/work/main/apps/server/src/db/client.ts';
import { merchants } from '/work/main/apps/server/src/db/schema.ts';
const h = await createDatabase({ dataDir: 'memory' });
console.log(await h.db.select().from(merchants));
await h.close();
