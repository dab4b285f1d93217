import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint, routeRateLimit } from '../../lib/endpoint-route.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { merchantOf } from '../../lib/request-context.ts';

export async function verificationRoutes(app: FastifyInstance) {
  const { verification, members } = app.services;
  const smsRateLimit = { rateLimit: routeRateLimit(10) };

  registerEndpoint(app, endpoints.smsNoLogin, async ({ body }, request) => {
    const merchant = merchantOf(request);
    if (!merchantFlag(merchant, 'MOBILEVERCODELOGIN3') && !merchantFlag(merchant, 'CHNGPASSVERIF3')) throw new AppError('function.not.available');
    await members.checkRegisteredMobile(merchant, body.mobileNum);
    return verification.sendSmsCode({ merchant, mobile: body.mobileNum, purpose: 'noLogin', ip: request.ip });
  }, smsRateLimit);

  registerEndpoint(app, endpoints.smsRegister, async ({ body }, request) => {
    const merchant = merchantOf(request);
    if (!merchantFlag(merchant, 'REGMOBVERF3')) throw new AppError('function.not.available');
    await members.checkNewMobile(merchant, body.mobileNo);
    return verification.sendSmsCode({ merchant, mobile: body.mobileNo, purpose: 'register', ip: request.ip });
  }, smsRateLimit);
}
