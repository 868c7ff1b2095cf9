// Size of the public list answers on the sample data, raw and gzipped, beside their targets.
import { gzipSync } from 'node:zlib';

/** Targets for the gzipped answer, in KB. */
export const LIST_TARGETS_KB = { '/api/v1/weapons': 8, '/api/v1/keycards': 10 };

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
