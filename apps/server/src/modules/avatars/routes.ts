import { base64Length, endpoints, PICTURE_MAX_BYTES } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireRealAccount } from '../../lib/request-context.ts';

/** One picture in base64 with the envelope around it. */
const AVATAR_BODY_LIMIT = base64Length(PICTURE_MAX_BYTES) + 16 * 1024;

export async function avatarRoutes(app: FastifyInstance) {
  const { avatars } = app.services;

  registerEndpoint(app, endpoints.chooseAvatar, async ({ body }, request) =>
    avatars.choosePreset(requireRealAccount(request).memberId, body.preset));
  registerEndpoint(app, endpoints.uploadAvatar, async ({ body }, request) =>
    avatars.upload(requireRealAccount(request).memberId, body),
  { rateLimit: ROUTE_BUDGETS.avatarUpload, bodyLimit: AVATAR_BODY_LIMIT });
  registerEndpoint(app, endpoints.avatarPicture, async (_input, request) => avatars.picture(requireRealAccount(request).memberId));
}
