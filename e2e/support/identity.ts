import type { OperatorIdentity } from '@m/contract';
import { baseUrl } from './browser.ts';
import { operatorCall } from './operator.ts';

/** The smallest PNG there is: one transparent pixel (the server re-encodes what it keeps). */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The pending identity verification of `account` on DEMO, as the operator's list shows it. */
export async function pendingIdentityOf(account: string): Promise<OperatorIdentity> {
  const waiting = await operatorCall<OperatorIdentity[]>('/ops/api/identity?merchant=DEMO');
  const entry = waiting.find((candidate) => candidate.account === account);
  if (!entry) throw new Error(`no pending identity of ${account}`);
  return entry;
}

/**
 * A member of DEMO (which asks for a verified identity before a withdrawal) verified as they and
 * the operator would do it: the member sends their identity, the operator approves it.
 */
export async function verifyIdentity(account: string, token: string): Promise<void> {
  const picture = { contentType: 'image/png', data: ONE_PIXEL_PNG.toString('base64') };
  const response = await fetch(`${baseUrl()}/wps/member/identity`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', Authorization: token },
    body: JSON.stringify({ fullName: 'Juan dela Cruz', birthDate: '1990-06-15', idPicture: picture, selfie: picture }),
  });
  const envelope = (await response.json()) as { success: boolean; errorCode?: string };
  if (!envelope.success) throw new Error(`identity: ${envelope.errorCode}`);
  await operatorCall('/ops/api/identity/approve', { id: (await pendingIdentityOf(account)).id });
}
