// The call-me request as a mutation: the call-back decides success; the phone lead is best effort,
// since the visitor's call is placed whether or not the lead is recorded.
import { useMutation } from '@tanstack/react-query';
import { sendPhoneLead } from './phone-lead';
import { sendCallMe } from './send-call-me';

async function requestCallBack(phone: string) {
  const [callBack] = await Promise.allSettled([sendCallMe(phone), sendPhoneLead(phone)]);
  if (callBack.status === 'rejected') throw callBack.reason;
}

export function useCallMe(handlers: { onSuccess: () => void; onError: () => void }) {
  return useMutation({ mutationFn: requestCallBack, meta: { handlesOwnErrors: true }, ...handlers });
}
