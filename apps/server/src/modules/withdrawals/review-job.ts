import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type WithdrawalReviewOptions = {
  /** How old a withdrawal within the merchant's automatic approval must be before it is approved (30 s by default). */
  autoApproveDelayMs: number;
  /** How often the step runs. */
  intervalMs?: number;
};

const DEFAULT_INTERVAL_MS = 2_000;

/** Runs the withdrawal review step on an interval while the app is up; closing the app waits for a running step. */
export const withdrawalReview = fp(
  async (app: FastifyInstance, options: WithdrawalReviewOptions) => {
    let running: Promise<void> | null = null;
    const step = () => {
      if (running) return;
      running = app.services.withdrawals
        .reviewStep(options.autoApproveDelayMs)
        .catch((error: unknown) => app.log.error({ err: error }, 'withdrawal review step failed'))
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(step, options.intervalMs ?? DEFAULT_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'withdrawal-review', dependencies: ['services'] },
);
