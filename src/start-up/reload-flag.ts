/** Set before the one reload a failed start-up allows itself, cleared once a start-up succeeds. */
export const RELOAD_FLAG = 'crypto-web:routing-reload';
