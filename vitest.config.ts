import {defineConfig} from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
  },
});
