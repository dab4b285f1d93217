import { createHash } from 'node:crypto';
import { endpoints, envelopeSchema, PROOF_OF_WORK_HEADER, proofOfWorkChallengeSchema } from '@m/contract';

/** A solved proof-of-work challenge of the server, as the header the web app sends with flagged calls. */
export async function proofOfWorkHeader(baseUrl: string, merchant: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}${endpoints.proofOfWorkChallenge.path}`, { headers: { Merchant: merchant } });
  const challenge = envelopeSchema(proofOfWorkChallengeSchema).parse(await response.json()).value!;
  for (let number = 0; number <= challenge.maxNumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') !== challenge.challenge) continue;
    const { algorithm, salt, signature } = challenge;
    return { [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64') };
  }
  throw new Error('The proof-of-work challenge has no solution');
}
