/** Formats generated source with the project's Biome settings (Node only: codegen tooling). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const generatedPath = fileURLToPath(new URL('../generated/decoders.ts', import.meta.url));

export function formatGenerated(source: string): string {
  const result = spawnSync('npx', ['biome', 'format', `--stdin-file-path=${generatedPath}`], {
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr}`);
  return result.stdout;
}
