import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
  }
}

export const database = fp(
  async (app: FastifyInstance, options: { db: AppDatabase }) => {
    app.decorate('db', options.db);
  },
  { name: 'database' },
);
