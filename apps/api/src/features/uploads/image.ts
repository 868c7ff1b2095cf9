// Image checks by content, never by name: the magic bytes must say png, jpeg, webp, gif or avif,
// and sharp must be able to decode it. Everything is re-encoded to WebP, so no uploaded byte is
// ever served as-is (a script disguised as an image cannot survive the round trip).
import sharp from 'sharp';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

export function sniffImage(buf: Buffer): ImageKind | undefined {
  if (buf.length < 12) return undefined;
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  const ascii = (from: number, to: number) => buf.subarray(from, to).toString('latin1');
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return undefined;
}

export const MAX_SIDE = 1920;
export const THUMB_SIDE = 320;

export async function reencode(input: Buffer) {
  const base = sharp(input, { limitInputPixels: 40_000_000, animated: false }).rotate();
  const full = await base
    .clone()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await base
    .clone()
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { full: full.data, width: full.info.width, height: full.info.height, thumb };
}
