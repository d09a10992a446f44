/** The preview server's port: scripts/test.mjs passes a free one; 4173 (vite preview's default) otherwise. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
