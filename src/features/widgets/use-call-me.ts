// The call-me request as a mutation: the call-back decides success; the phone lead is best effort,
// since the visitor's call is placed whether or not the lead is recorded.
import { useMutation } from '@tanstack/react-query';
import { sendPhoneLead } from './phone-lead';
import { sendCallMe } from './send-call-me';

/** Resolves with the call-back's answer: the outbox's "queued" answer when the connection is lost. */
async function requestCallBack(phone: string): Promise<unknown> {
  const [callBack] = await Promise.allSettled([sendCallMe(phone), sendPhoneLead(phone)]);
  if (callBack.status === 'rejected') throw callBack.reason;
  return callBack.value;
}

export function useCallMe(handlers: { onSuccess: (answer: unknown) => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: requestCallBack, meta: { handlesOwnErrors: true }, ...handlers });
}
