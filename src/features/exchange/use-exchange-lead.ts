import { useMutation } from '@tanstack/react-query';
import { sendExchangeLead } from './send-exchange-lead';

/** Posting the request; its failure is shown in the summary with a retry under the same refCode. */
export const useExchangeLead = () => useMutation({ mutationFn: sendExchangeLead, meta: { handlesOwnErrors: true } });
