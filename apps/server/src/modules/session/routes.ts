import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, routeRateLimit } from '../../lib/endpoint-route.ts';
import { createCaptchaRepository } from '../captcha/repository.ts';
import { createCaptchaService } from '../captcha/service.ts';
import { createMemberRepository } from '../member/repository.ts';
import { createOutboxNotifier } from '../verification/notifier.ts';
import { createVerificationRepository } from '../verification/repository.ts';
import { createVerificationService } from '../verification/service.ts';
import { createLoginGuard, createLoginGuardRepository } from './login-guard.ts';
import { createLoginService } from './login-service.ts';
import { createMemberSessionRepository } from './repository.ts';
import { createMemberSessions } from './service.ts';
import { createSignIn } from './sign-in.ts';
import { createIdentityRepository, createSocialLogin } from './social-login.ts';
import { merchantOf, originOf, requireSession } from '../../lib/request-context.ts';

export async function sessionRoutes(app: FastifyInstance) {
  const members = createMemberRepository(app.db);
  const sessions = createMemberSessions(createMemberSessionRepository(app.db));
  const signIn = createSignIn(members, sessions);
  const logins = createLoginService({
    members,
    guard: createLoginGuard(createLoginGuardRepository(app.db)),
    captchas: createCaptchaService(createCaptchaRepository(app.db)),
    verification: createVerificationService(createVerificationRepository(app.db), createOutboxNotifier(app.db, app.log)),
    signIn,
  });
  const socialLogin = createSocialLogin({ identities: createIdentityRepository(app.db), members, signIn });
  const loginRateLimit = { rateLimit: routeRateLimit(30) };

  registerEndpoint(app, endpoints.login, async ({ body }, request) => logins.login(merchantOf(request), body, originOf(request)), loginRateLimit);

  registerEndpoint(app, endpoints.createTrialAccount, async (_input, request) => logins.createTrial(merchantOf(request)), {
    rateLimit: routeRateLimit(10),
  });

  registerEndpoint(app, endpoints.freeplayLogin, async ({ body }, request) =>
    logins.freeplayLogin(merchantOf(request), body, originOf(request)), loginRateLimit);

  registerEndpoint(app, endpoints.socialLogin, async ({ body }, request) =>
    socialLogin(merchantOf(request), body, originOf(request)), loginRateLimit);

  registerEndpoint(app, endpoints.logout, async (_input, request) => {
    await sessions.revoke(requireSession(request).sessionId);
    return null;
  });
}
