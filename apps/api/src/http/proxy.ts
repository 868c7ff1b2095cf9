// TRUST_PROXY → Fastify's trustProxy. Behind a reverse proxy the client's address, scheme and host
// come from X-Forwarded-For/-Proto/-Host; only the hops we trust may set them. `true` trusts exactly
// ONE hop (the proxy in front of us): the client address is the one that proxy appended, so a
// client cannot pick its own address for the per-IP limits by sending X-Forwarded-For itself.
// A number trusts that many hops (CDN + proxy = 2); a comma list trusts those addresses/CIDRs.
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function trustProxySetting(value: string): TrustProxy {
  if (value === 'false') return false;
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : undefined;
  if (hops !== undefined) return (_address, hop) => hop < hops; // hop 0 is the socket's peer
  return value.split(',').map((s) => s.trim());
}
