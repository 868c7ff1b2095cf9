import { MAX_IMAGE_SIDE, WEBP_QUALITY } from '@dfwiki/shared';

/** Size that keeps the aspect ratio with the longest side at most `max` (never upscales). */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const isImageFile = (file: { type: string }) => file.type.startsWith('image/');

/**
 * Scale so the longest side is ≤ 1920 px and re-encode as WebP at quality 0.8, in the
 * browser (createImageBitmap + OffscreenCanvas, or a <canvas> where OffscreenCanvas is missing).
 */
export async function compressImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas is not available');
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
        'image/webp',
        WEBP_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
