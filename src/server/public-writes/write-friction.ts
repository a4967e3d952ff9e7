// The bot check as the guard answers it: the honeypot (a field no person sees, sent as a header so the
// request bodies stay as SPEC 7 has them) and the refusals of a missing or wrong proof of work
// (proof-check.ts checks the proof itself).
import { CHALLENGE_PATH, PROOF_HEADER, type ProofRefusal } from '../../api/proof-of-work';
import { HONEYPOT_HEADER } from '../../contracts/form-friction';
import { jsonResponse } from '../http/json-response';
import type { WriteKind } from '../../api/public-writes';
import { QUIET_SUCCESS } from './write-table';

/** Each refusal of the bot check says what is missing or wrong, and where to get a challenge. */
const PROOF_ERRORS: Record<ProofRefusal, { status: number; message: string }> = {
  'proof-missing': { status: 400, message: `A solved bot-check challenge is required in the ${PROOF_HEADER} header` },
  'proof-malformed': { status: 400, message: `The ${PROOF_HEADER} header is not a bot-check solution (base64 of {challenge, solution})` },
  'proof-expired': { status: 403, message: 'The bot-check challenge has expired; solve a new one' },
  'proof-invalid': { status: 403, message: 'The bot-check solution is wrong, or its challenge was not issued here' },
  'proof-reused': { status: 403, message: 'This bot-check solution has been used already; solve a new one' },
};

/** A field no person sees was filled. */
export const honeypotFilled = (req: Request) => (req.headers.get(HONEYPOT_HEADER) ?? '') !== '';

/** The honeypot's header stays with the guard: the services never see it. */
export const withoutHoneypot = (headers: Headers) => headers.delete(HONEYPOT_HEADER);

/** The one quiet answer: what the write's service answers on success, though nothing was delivered. */
export function quietSuccess(kind: WriteKind, body: Record<string, unknown>): Response {
  const { status, body: answer } = QUIET_SUCCESS[kind](body);
  return jsonResponse(status, answer);
}

/** A JSON 4xx naming what is missing or wrong with the proof, and where to get a challenge. */
export function proofRefused(refusal: ProofRefusal): Response {
  const { status, message } = PROOF_ERRORS[refusal];
  return jsonResponse(status, {
    error: message,
    code: refusal,
    missing: refusal === 'proof-missing' ? PROOF_HEADER : undefined,
    challenge: CHALLENGE_PATH,
  });
}
