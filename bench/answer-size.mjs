// Size of the public list answers on the sample data, raw and gzipped, beside their targets.
import { gzipSync } from 'node:zlib';

/**
 * Targets for the gzipped answer, in KB. Keycards: about 150 bytes a card; 12 KB holds the 82 sourced
 * keys of five maps (it was 10 KB for 69 keys of four maps, before Tide Prison).
 */
export const LIST_TARGETS_KB = { '/api/v1/weapons': 8, '/api/v1/keycards': 12 };

export async function measureAnswerSizes(baseUrl) {
  const rows = [];
  for (const [path, targetKb] of Object.entries(LIST_TARGETS_KB)) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${path}`)).arrayBuffer());
    const gzipKb = +(gzipSync(body).length / 1024).toFixed(1);
    rows.push({
      request: `GET ${path}`,
      rawKB: +(body.length / 1024).toFixed(1),
      gzipKB: gzipKb,
      target: `gzip ≤ ${targetKb} KB: ${gzipKb <= targetKb ? 'pass' : 'FALLS SHORT'}`,
    });
  }
  return rows;
}
