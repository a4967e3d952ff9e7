// The bot check's honeypot, as the page (src/api/form-friction.ts, src/ui/honeypot-field.tsx) and the
// server's write guard (src/server/public-writes) both name it: the field people never see, and the
// header its value travels in.
export const HONEYPOT_NAME = 'website';
export const HONEYPOT_HEADER = 'x-form-honeypot';
