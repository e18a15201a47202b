import { afterEach, describe, expect, it, vi } from 'vitest';
import { cropImage, cropOutputSize, extensionOf } from './crop-image.ts';

describe('the crop output size', () => {
  it('is a square for the avatar, at most 1024 px, never upscaled', () => {
    expect(cropOutputSize({ x: 10, y: 20, width: 3000, height: 3000 }, 'avatar')).toEqual({
      width: 1024,
      height: 1024,
    });
    expect(cropOutputSize({ x: 0, y: 0, width: 400, height: 400 }, 'avatar')).toEqual({
      width: 400,
      height: 400,
    });
    // Rounding in the cropper may leave the area a pixel off square: the output stays square.
    expect(cropOutputSize({ x: 0, y: 0, width: 401, height: 400 }, 'avatar')).toEqual({
      width: 400,
      height: 400,
    });
  });

  it('is 4:1 for the header, at most 1920x480', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 4000, height: 1000 }, 'header')).toEqual({
      width: 1920,
      height: 480,
    });
    expect(cropOutputSize({ x: 0, y: 0, width: 800, height: 200 }, 'header')).toEqual({
      width: 800,
      height: 200,
    });
  });
});

describe('cropImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the chosen area onto a canvas of the output size and encodes it', async () => {
    const drawImage = vi.fn();
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue({ drawImage, imageSmoothingQuality: 'low' } as never);
    vi.spyOn(canvas, 'toBlob').mockImplementation((done, type) =>
      done(new Blob(['x'], { type: type ?? '' })),
    );
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
      tag === 'canvas' ? canvas : create(tag),
    );
    const image = {} as CanvasImageSource;

    const blob = await cropImage(image, { x: 100, y: 50, width: 2000, height: 500 }, 'header');

    expect([canvas.width, canvas.height]).toEqual([1920, 480]);
    expect(drawImage).toHaveBeenCalledWith(image, 100, 50, 2000, 500, 0, 0, 1920, 480);
    expect(blob.type).toBe('image/webp');
    expect(extensionOf(blob)).toBe('webp');
    expect(extensionOf(new Blob([], { type: 'image/png' }))).toBe('png');
  });
});
