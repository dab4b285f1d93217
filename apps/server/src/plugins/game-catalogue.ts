import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGameCatalogue, type GameCatalogue } from '../modules/games/catalogue.ts';
import { createGamesRepository } from '../modules/games/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    gameCatalogue: GameCatalogue;
  }
}

/** One catalogue (and one cache of its pages) for the game endpoints and for the pages that preload their pictures. */
export const gameCatalogue = fp(
  async (app: FastifyInstance) => {
    app.decorate('gameCatalogue', createGameCatalogue(createGamesRepository(app.db)));
  },
  { name: 'game-catalogue', dependencies: ['database'] },
);
