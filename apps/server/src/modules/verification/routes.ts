import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ROUTE_BUDGETS, registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { merchantOf } from '../../lib/request-context.ts';

export async function verificationRoutes(app: FastifyInstance) {
  const { verification, members } = app.services;
  const smsRateLimit = { rateLimit: ROUTE_BUDGETS.codeSend };

  const isRegisteredMobile = (merchant: Merchant, mobile: string) =>
    members.checkRegisteredMobile(merchant, mobile).then(() => true, (error: unknown) => {
      if (error instanceof AppError && error.errorCode === 'user.not.exist') return false;
      throw error;
    });

  registerEndpoint(app, endpoints.smsNoLogin, async ({ body }, request) => {
    const merchant = merchantOf(request);
    if (!merchantFlag(merchant, 'MOBILEVERCODELOGIN3') && !merchantFlag(merchant, 'CHNGPASSVERIF3')) throw new AppError('function.not.available');
    // The same answer for a member's number and any other, so the call tells nobody who is registered.
    const registered = await isRegisteredMobile(merchant, body.mobileNum);
    return verification.sendSmsCode({ merchant, mobile: body.mobileNum, purpose: 'noLogin', ip: request.ip, deliver: registered });
  }, smsRateLimit);

  registerEndpoint(app, endpoints.smsRegister, async ({ body }, request) => {
    const merchant = merchantOf(request);
    if (!merchantFlag(merchant, 'REGMOBVERF3')) throw new AppError('function.not.available');
    await members.checkNewMobile(merchant, body.mobileNo);
    return verification.sendSmsCode({ merchant, mobile: body.mobileNo, purpose: 'register', ip: request.ip });
  }, smsRateLimit);
}
