/** What the crop step produces: a square avatar or a 4:1 profile header. */
export type CropKind = 'avatar' | 'header';

export type PixelArea = { x: number; y: number; width: number; height: number };

export const CROP_SHAPES: Record<CropKind, { aspect: number; maxWidth: number }> = {
  /** The server keeps 512 and 128 px squares; 1024 leaves room for sharp screens. */
  avatar: { aspect: 1, maxWidth: 1024 },
  /** The server's Wide size is at most 1920x480. */
  header: { aspect: 4, maxWidth: 1920 },
};

/** Output size of a crop: the exact aspect of the kind, never upscaled, at most the kind's width. */
export function cropOutputSize(area: PixelArea, kind: CropKind): { width: number; height: number } {
  const { aspect, maxWidth } = CROP_SHAPES[kind];
  const width = Math.max(1, Math.min(maxWidth, Math.round(area.width), Math.round(area.height * aspect)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('IMAGE_UNREADABLE'));
    image.src = src;
  });
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('CROP_FAILED'))), type, quality);
  });
}

/**
 * Draws the chosen area of the image onto a canvas of the output size and encodes it (WebP where
 * the browser can, PNG otherwise: `blob.type` tells which).
 */
export async function cropImage(image: CanvasImageSource, area: PixelArea, kind: CropKind): Promise<Blob> {
  const size = cropOutputSize(area, kind);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('CROP_FAILED');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return canvasToBlob(canvas, 'image/webp', 0.92);
}

export function extensionOf(blob: Blob): string {
  if (blob.type === 'image/webp') return 'webp';
  if (blob.type === 'image/jpeg') return 'jpg';
  return 'png';
}
