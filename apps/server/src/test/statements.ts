import type { Logger } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';

type LoggedSession = { logger: Logger; options: { logger?: Logger } };

/**
 * The statements `work` sends through `db` and its transactions (the driver's query log, which
 * both drivers write for every statement), without the transaction's own begin and commit.
 */
export async function statementsOf(db: AppDatabase, work: () => Promise<unknown>): Promise<string[]> {
  // drizzle gives each transaction a session of its own, made with the database session's options.
  const session = (db as unknown as { session: LoggedSession }).session;
  const statements: string[] = [];
  const counting: Logger = {
    logQuery: (query) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) statements.push(query.replace(/\s+/g, ' ').trim());
    },
  };
  const before = { logger: session.logger, optionsLogger: session.options.logger };
  session.logger = counting;
  session.options.logger = counting;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.optionsLogger;
  }
  return statements;
}
