// Who makes an editor's write, and the version they saw. The version comes in the standard
// If-Match header (the newest revision id the editor loaded, e.g. `"42"`); a save without it is
// not checked, so scripts that PUT a GET answer back keep working (docs/history.md).
import type { FastifyRequest } from 'fastify';
import { Invalid } from '../domain-errors';

export interface EditMeta {
  by: { userId: number };
  version?: number;
}

export function editMeta(req: FastifyRequest): EditMeta {
  const by = { userId: req.user!.id };
  const header = req.headers['if-match'];
  if (header === undefined) return { by };
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(String(header).trim());
  if (!match || Number(match[1]) > 2_147_483_647)
    throw new Invalid('BAD_REQUEST', 'If-Match must be the version you loaded, e.g. "42".');
  return { by, version: Number(match[1]) };
}
