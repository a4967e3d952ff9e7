// The provider credentials, which only the server holds (read from the environment in write-config.ts):
// the telephony provider's on the call-back, the rates service's on the phone lead. Never sent to a browser.
import type { GuardConfig } from './write-config';
import type { WriteKind } from '../../api/public-writes';

export type ProviderKeys = Pick<GuardConfig, 'telephonyKey' | 'ratesKey'>;

/** The credential a write of `kind` goes on with, if any. */
const credentialFor = (kind: WriteKind, keys: ProviderKeys): string | undefined =>
  kind === 'callback' ? keys.telephonyKey : kind === 'phoneLead' ? keys.ratesKey : undefined;

/** Puts the write's credential in `headers` as a bearer token (nothing for a write that has none). */
export function addCredential(headers: Headers, kind: WriteKind, keys: ProviderKeys) {
  const credential = credentialFor(kind, keys);
  if (credential) headers.set('authorization', `Bearer ${credential}`);
}
