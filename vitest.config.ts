import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'demo-api/**/*.test.ts',
      'sw/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/hygiene/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
  },
});
