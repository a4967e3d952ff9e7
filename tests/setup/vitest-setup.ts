import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { resetDemoApp, server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDemoApp();
});
afterAll(() => server.close());
