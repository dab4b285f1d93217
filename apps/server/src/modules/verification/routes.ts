import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint, routeRateLimit } from '../../lib/endpoint-route.ts';
import { merchantFlag } from '../../lib/merchant-flags.ts';
import { MEMBER_STATUS } from '../../db/schema.ts';
import { createMemberRepository } from '../member/repository.ts';
import { checkField } from '../member/rules.ts';
import { createOutboxNotifier } from './notifier.ts';
import { createVerificationRepository } from './repository.ts';
import { createVerificationService } from './service.ts';
import { merchantOf } from '../../lib/request-context.ts';

export async function verificationRoutes(app: FastifyInstance) {
  const members = createMemberRepository(app.db);
  const verification = createVerificationService(createVerificationRepository(app.db), createOutboxNotifier(app.db, app.log));
  const smsRateLimit = { rateLimit: routeRateLimit(10) };

  registerEndpoint(app, endpoints.smsNoLogin, async ({ body }, request) => {
    const merchant = merchantOf(request);
    if (!merchantFlag(merchant, 'MOBILEVERCODELOGIN3') && !merchantFlag(merchant, 'CHNGPASSVERIF3')) throw new AppError('function.not.available');
    const member = await members.findByMobile(merchant.id, body.mobileNum);
    if (!member || member.status !== MEMBER_STATUS.ACTIVE) throw new AppError('user.not.exist');
    return verification.sendSmsCode({ merchant, mobile: body.mobileNum, purpose: 'noLogin', ip: request.ip });
  }, smsRateLimit);

  registerEndpoint(app, endpoints.smsRegister, async ({ body }, request) => {
    const merchant = merchantOf(request);
    if (!merchantFlag(merchant, 'REGMOBVERF3')) throw new AppError('function.not.available');
    checkField('mobileNum', body.mobileNo, merchant.registerSettings.mobileNum, true);
    if (await members.findByMobile(merchant.id, body.mobileNo)) throw new AppError('mobile.exists');
    return verification.sendSmsCode({ merchant, mobile: body.mobileNo, purpose: 'register', ip: request.ip });
  }, smsRateLimit);
}
