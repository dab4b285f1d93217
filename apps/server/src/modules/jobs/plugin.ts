import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Ticks the job runner (`services.jobs`) every `tickMs` while the app is up; closing the app waits for a tick under way. */
export const jobRunnerTimer = fp(
  async (app: FastifyInstance, options: { tickMs: number }) => {
    app.addHook('onReady', async () => app.services.jobs.start(options.tickMs));
  },
  { name: 'job-runner-timer', dependencies: ['services'] },
);
