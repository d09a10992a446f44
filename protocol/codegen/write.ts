/**
 * Writes the files generated from the catalogue: protocol/generated/decoders.ts (see generate.ts,
 * formatted by Biome like the rest of the code) and the generated sections of docs/protocol.md.
 * Run: npx tsx protocol/codegen/write.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { docPath, withGeneratedSections } from './doc';
import { formatGenerated, generatedPath } from './format';
import { generateDecoders } from './generate';

writeFileSync(generatedPath, formatGenerated(generateDecoders()));
writeFileSync(docPath, withGeneratedSections(readFileSync(docPath, 'utf8')));
console.log(`wrote ${generatedPath} and the generated sections of docs/protocol.md`);
