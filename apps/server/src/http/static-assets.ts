import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The illustrations shipped in the repository (apps/server/assets), e.g. /assets/projects/*.svg. */
export const ASSETS_DIR = fileURLToPath(new URL('../../assets', import.meta.url));

/** Serves the shipped assets under /assets/ with long-lived caching. */
export async function installStaticAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    maxAge: '7d',
    index: false,
  });
}
