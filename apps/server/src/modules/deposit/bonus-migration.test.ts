import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { seedPromotions } from '../../db/seed-data/promotions.ts';
import { ALL_MIGRATIONS, migrationsBefore } from '../../test/migrations.ts';

describe('the deposit bonuses migration', () => {
  it('moves the rules onto the engine, keeps the orders and credited bonuses, and the seed step gives the added offer its texts', async () => {
    const before = migrationsBefore('0021_deposit-bonuses-in-engine');
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before.folder });
      // An existing database: the deposit module's own bonuses, a RELOAD offer the promotions seed step wrote, and a
      // member whose first-deposit bonus was credited by the deposit module (its transfer keyed `deposit-bonus:<order>`).
      await client.exec(`
        INSERT INTO merchants (code, trial_merchant_code, theme, default_language, languages, main_domain, whitelabel, register_settings,
          customer_service, resources, mobile_template, promotions, agent_menu)
        VALUES ('DEMO', 'DEMOTRIAL', 'default', 'EN', '[]', 'demo.test', '[]', '{}', '{}', '{}', '{}', '[]', '[]');
        INSERT INTO members (merchant_id, username, password_hash) SELECT id, 'player', 'x' FROM merchants;
        INSERT INTO deposit_promotions (merchant_id, code, percent_basis_points, max_bonus_minor, min_deposit_minor, turnover_multiplier)
        SELECT id, 'FIRST_DEPOSIT', 2000, 200000, 10000, 10 FROM merchants UNION ALL SELECT id, 'RELOAD', 500, 50000, 50000, 5 FROM merchants;
        INSERT INTO promotions (merchant_id, code, kind, category, period, reward, per_member_cap_minor, image_seed, titles, rules_html, sort_order)
        SELECT id, 'RELOAD', 'DEPOSIT_OFFER', 'DEPOSIT', 'DAILY', '{"type":"PERCENT","basisPoints":500}', 50000, 'daily-reload',
          '{"EN":"Daily reload bonus"}', '{"EN":"<p>Reload</p>"}', 20 FROM merchants;
        INSERT INTO deposit_orders (order_no, merchant_id, member_id, request_id, channel, provider_code, provider_name, status, amount_minor,
          fee_minor, credit_minor, bonus_minor, promotion_id, created_at, paid_at)
        SELECT 'D1', members.merchant_id, members.id, 'r1', 'pg', 'GCASH', 'GCash', 'PAID', 100000, 0, 100000, 20000, deposit_promotions.id,
          '2026-11-20T01:00:00Z', '2026-11-20T01:05:00Z'
        FROM members JOIN deposit_promotions ON deposit_promotions.code = 'FIRST_DEPOSIT';
        INSERT INTO ledger_accounts (kind, merchant_id, member_id) SELECT 'promotion-expense', id, NULL FROM merchants;
        INSERT INTO ledger_accounts (kind, merchant_id, member_id) SELECT 'member-wallet', merchant_id, id FROM members;
        INSERT INTO ledger_transfers (type, amount_minor, debit_account_id, credit_account_id, idempotency_key, reference, memo)
        SELECT 'BONUS', 20000, expense.id, wallet.id, 'deposit-bonus:D1', 'D1', 'FIRST_DEPOSIT'
        FROM ledger_accounts expense, ledger_accounts wallet WHERE expense.kind = 'promotion-expense' AND wallet.kind = 'member-wallet';
      `);
      await migrate(db, { migrationsFolder: ALL_MIGRATIONS });

      const offers = await client.query<Record<string, unknown>>(
        `select id, code, kind, audience, period, reward, per_member_cap_minor::int as cap, min_deposit_minor::int as min, turnover_multiple,
          spent_minor::int as spent, titles from promotions order by sort_order`,
      );
      expect(offers.rows).toMatchObject([
        { code: 'FIRST_DEPOSIT', kind: 'DEPOSIT_OFFER', audience: 'FIRST_DEPOSIT', period: 'ONCE', reward: { type: 'PERCENT', basisPoints: 2000 }, cap: 200000, min: 10000, turnover_multiple: 10, spent: 20000 },
        { code: 'RELOAD', kind: 'DEPOSIT_OFFER', audience: 'DEPOSITORS', period: 'DAILY', reward: { type: 'PERCENT', basisPoints: 500 }, cap: 50000, min: 50000, turnover_multiple: 5, spent: 0, titles: { EN: 'Daily reload bonus' } },
      ]);
      const firstDepositId = offers.rows[0]!.id;
      const order = await client.query<{ promotion_id: number }>(`select promotion_id from deposit_orders where order_no = 'D1'`);
      expect(order.rows[0]!.promotion_id).toBe(firstDepositId);
      const participations = await client.query<Record<string, unknown>>(
        `select promotion_id, period_key, status, reward_minor::int as reward, paid_transfer_id = (select id from ledger_transfers) as paid_by_its_transfer
          from promotion_participations`,
      );
      expect(participations.rows).toEqual([{ promotion_id: firstDepositId, period_key: 'ONCE', status: 'CLAIMED', reward: 20000, paid_by_its_transfer: true }]);
      expect((await client.query(`select 1 from information_schema.tables where table_name = 'deposit_promotions'`)).rows).toEqual([]);

      // The seed step writes the texts of the offer the migration added, and leaves the rules as they were.
      await seedPromotions(db as never);
      const seeded = await client.query<{ titles: Record<string, string>; reward: unknown }>(`select titles, reward from promotions where code = 'FIRST_DEPOSIT'`);
      expect(Object.keys(seeded.rows[0]!.titles)).toHaveLength(31);
      expect(seeded.rows[0]!.reward).toEqual({ type: 'PERCENT', basisPoints: 2000 });
      const reload = await client.query<{ titles: Record<string, string> }>(`select titles from promotions where code = 'RELOAD'`);
      expect(reload.rows[0]!.titles).toEqual({ EN: 'Daily reload bonus' });
    } finally {
      await client.close();
      before.remove();
    }
  });
});
