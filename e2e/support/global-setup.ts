import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureWebBuild } from '../../scripts/ensure-web-build.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureServerBuild } from '../../scripts/build-server.mjs';
import { startFreshServer } from './server.ts';
import type {} from './provided-context.ts';

/** Builds the web app and the server if stale and starts the real server on a fresh embedded database. */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  await ensureServerBuild();
  const server = await startFreshServer({ DEV_ENDPOINTS: '1', PAYMENT_SIMULATOR: '1', TRUST_PROXY: '1' });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
