/** Changes with every build (vite.config.ts): busts the persisted query cache, and the browser hydrates only HTML of its own build. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
