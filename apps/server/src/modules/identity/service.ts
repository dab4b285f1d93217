import {
  ageOn, PICTURE_MAX_BYTES,
  type IdentityRequest, type IdentityState, type IdentityStatus, type OperatorIdentity, type OperatorIdentityDetail, type StoredPicture,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { checkedPictures } from '../../lib/picture.ts';
import { statusMachine } from '../../lib/status-machine.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import { createIdentityRepository, type IdentityRepository, type IdentitySummary } from './repository.ts';

/**
 * A member sends their identity (again after a rejection); an operator approves or rejects what
 * waits, and may still reject an approved one (a forged ID found later). Approving twice answers
 * it as it is; an approved identity is not sent again.
 */
export const identityStatus = statusMachine<IdentityStatus, 'submit' | 'approve' | 'reject'>({
  name: 'identity',
  transitions: [
    ['NOT_SUBMITTED', 'submit', 'PENDING'], ['REJECTED', 'submit', 'PENDING'],
    ['PENDING', 'approve', 'APPROVED'], ['PENDING', 'reject', 'REJECTED'], ['APPROVED', 'reject', 'REJECTED'],
  ],
  repeats: [['APPROVED', 'approve']],
});

/** How many verifications an operator's list shows at once. */
const OPERATOR_LIST_LIMIT = 200;

const servedPicture = (picture: { contentType: StoredPicture['contentType']; data: Buffer }): StoredPicture =>
  ({ contentType: picture.contentType, data: picture.data.toString('base64') });

/**
 * Identity verification (Philippine rules): a member's full name, date of birth (old enough for
 * the merchant: 18, or 21 where it says so), a picture of an ID and a selfie, each picture kept
 * only as the server's re-encoded copy without metadata and never served back to the member. An
 * operator of the merchant approves or rejects with a reason (audited, and the member hears of it
 * in the inbox); where the merchant requires it, withdrawals wait for the approval.
 */
export function createIdentityService(deps: { db: AppDatabase; clock?: () => number }) {
  const { db } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createIdentityRepository(db);
  const today = () => new Date(clock()).toISOString().slice(0, 10);

  async function inScope(executor: IdentityRepository, scope: number | null, id: number, lock = false): Promise<IdentitySummary> {
    const row = lock ? await executor.lock(id) : await executor.find(id);
    if (!row) throw new AppError('not.found');
    if (scope !== null && row.merchantId !== scope) throw new AppError('permission.denied');
    return row;
  }

  const operatorView = (row: IdentitySummary, names: { merchant: string; account: string; birthDate: string | null; minAge: number }): OperatorIdentity => ({
    id: row.id,
    merchant: names.merchant,
    account: names.account,
    status: row.status,
    fullName: row.fullName,
    birthDate: names.birthDate ?? '',
    age: names.birthDate ? ageOn(names.birthDate, today()) : 0,
    minAge: names.minAge,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  });

  const operatorAnswer = async (row: IdentitySummary) => operatorView(row, await repository.namesOf(row.memberId));

  async function state(merchant: Merchant, memberId: number): Promise<IdentityState> {
    const [row, birthDate] = await Promise.all([repository.ofMember(memberId), repository.birthDateOf(memberId)]);
    return {
      required: merchant.identityRequired,
      minAge: merchant.minAge,
      maxPictureBytes: PICTURE_MAX_BYTES,
      status: row?.status ?? 'NOT_SUBMITTED',
      fullName: row?.fullName ?? null,
      birthDate: row ? birthDate : null,
      reason: row?.status === 'REJECTED' ? row.reason : null,
      submittedAt: row?.submittedAt.getTime() ?? null,
      decidedAt: row?.decidedAt?.getTime() ?? null,
    };
  }

  async function decide(
    scope: number | null, operatorId: number, id: number, decision: { action: 'approve' } | { action: 'reject'; reason: string }, audit: OperatorAudit,
  ): Promise<OperatorIdentity> {
    const row = await db.transaction(async (tx) => {
      const entries = createIdentityRepository(tx);
      const current = await inScope(entries, scope, id, true);
      const { to, changed } = identityStatus.step(current.status, decision.action);
      if (!changed) return current;
      const reason = decision.action === 'reject' ? decision.reason.trim() : null;
      const updated = await entries.decide(current.id, { status: to as IdentitySummary['status'], reason, decidedBy: operatorId, decidedAt: new Date(clock()) });
      await writeInboxMessage(tx, current.memberId, reason === null
        ? { kind: 'IDENTITY_APPROVED', params: {} }
        : { kind: 'IDENTITY_REJECTED', params: { reason } });
      await audit(tx, { merchantId: current.merchantId, memberId: current.memberId, subjectId: current.id, reason, details: { from: current.status, to } });
      return updated;
    });
    return operatorAnswer(row);
  }

  return {
    state,

    /**
     * Keeps what the member sends: the age against the merchant's least age, and both pictures
     * checked from their bytes and re-encoded, before anything is written. Sent once until an
     * operator decides; again only after a rejection.
     */
    async submit(merchant: Merchant, memberId: number, request: IdentityRequest): Promise<IdentityState> {
      if (ageOn(request.birthDate, today()) < merchant.minAge) {
        throw new AppError('identity.age.under', { value: { field: 'birthDate', minAge: merchant.minAge } });
      }
      const current = await repository.ofMember(memberId);
      identityStatus.transition(current?.status ?? 'NOT_SUBMITTED', 'submit');
      const [idPicture, selfie] = await checkedPictures([request.idPicture, request.selfie], { refusal: 'identity.picture.invalid' });
      const submission = {
        merchantId: merchant.id, memberId, fullName: request.fullName.trim(), idPicture: idPicture!, selfie: selfie!, submittedAt: new Date(clock()),
      };
      await db.transaction(async (tx) => {
        const entries = createIdentityRepository(tx);
        const locked = await entries.lockOfMember(memberId);
        identityStatus.transition(locked?.status ?? 'NOT_SUBMITTED', 'submit');
        if (locked) await entries.resubmit(locked.id, submission);
        // A concurrent first sending made the row: this one is a second sending of a PENDING identity.
        else if (!(await entries.insert(submission))) identityStatus.transition('PENDING', 'submit');
        await entries.setBirthDate(memberId, request.birthDate);
      });
      return state(merchant, memberId);
    },

    /** Refuses a withdrawal of a member without an approved identity where the merchant requires one. */
    async requireForWithdrawal(merchant: Merchant, memberId: number): Promise<void> {
      if (!merchant.identityRequired) return;
      const row = await repository.ofMember(memberId);
      if (row?.status === 'APPROVED') return;
      throw new AppError(row?.status === 'PENDING' ? 'withdraw.identity.pending' : 'withdraw.identity.required');
    },

    async operatorList(merchant: Merchant, filter: 'PENDING' | 'APPROVED' | 'REJECTED' | 'ALL'): Promise<OperatorIdentity[]> {
      const rows = await repository.listForOperator(merchant.id, filter === 'ALL' ? null : filter, OPERATOR_LIST_LIMIT);
      return rows.map((row) => operatorView(row, { merchant: merchant.code, account: row.account, birthDate: row.birthDate, minAge: merchant.minAge }));
    },

    async operatorDetail(scope: number | null, id: number): Promise<OperatorIdentityDetail> {
      const row = await inScope(repository, scope, id);
      const [answer, pictures] = await Promise.all([operatorAnswer(row), repository.pictures(row.id)]);
      return { ...answer, idPicture: servedPicture(pictures!.idPicture), selfie: servedPicture(pictures!.selfie) };
    },

    approve: (scope: number | null, operatorId: number, id: number, audit: OperatorAudit) => decide(scope, operatorId, id, { action: 'approve' }, audit),

    reject: (scope: number | null, operatorId: number, id: number, reason: string, audit: OperatorAudit) =>
      decide(scope, operatorId, id, { action: 'reject', reason }, audit),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
