/**
 * Writes protocol/generated/decoders.ts (see generate.ts), formatted by Biome like the rest of the
 * code. Run: npx tsx protocol/codegen/write.ts
 */
import { writeFileSync } from 'node:fs';
import { formatGenerated, generatedPath } from './format';
import { generateDecoders } from './generate';

writeFileSync(generatedPath, formatGenerated(generateDecoders()));
console.log(`wrote ${generatedPath}`);
