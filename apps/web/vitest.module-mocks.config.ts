import { configDefaults, defineConfig } from 'vitest/config';
import webConfig, { moduleMockTests } from './vite.config.ts';

// The web test files that replace a module with `vi.mock`, each with a module graph of its own (see moduleMockTests).
// Spread, not mergeConfig: a merge would add these lists to the web project's instead of replacing them.
export default defineConfig({
  ...webConfig,
  test: { ...webConfig.test, name: 'web-module-mocks', include: moduleMockTests, exclude: configDefaults.exclude, isolate: true },
});
