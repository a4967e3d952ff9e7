// Unit and component tests reach the same demo backend as the browser: one msw handler forwards
// every request to the demo app, so there is one source of fixture truth. Tests add overrides with
// `server.use(...)`; an unhandled request fails the test.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createDemoApp } from '../../demo-api/app';
import { viteLocales } from './locales-vite';

export let demoApp = createDemoApp({ locales: viteLocales });

export function resetDemoApp() {
  demoApp = createDemoApp({ locales: viteLocales });
}

export const server = setupServer(http.all('*', ({ request }) => demoApp.fetch(request)));
