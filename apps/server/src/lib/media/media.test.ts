import { describe, expect, it } from 'vitest';
import { IMAGE_FORMATS } from './image.ts';
import { createLimiter } from './limiter.ts';
import { checkDeclared } from './receive.ts';
import { MediaRegistry } from './registry.ts';
import { MediaError, type MediaProcessor } from './types.ts';

const jpeg = IMAGE_FORMATS.find((f) => f.mime === 'image/jpeg')!;

describe('checkDeclared', () => {
  it('accepts the sniffed type, its aliases and neutral declarations', () => {
    for (const [filename, mimetype] of [
      ['a.jpg', 'image/jpeg'],
      ['a.JPEG', 'image/jpg'],
      ['a.jfif', 'image/pjpeg'],
      ['blob', ''],
      [undefined, 'application/octet-stream'],
      ['a.jpg', 'image/jpeg; charset=binary'],
    ]) {
      expect(() => checkDeclared({ filename, mimetype }, jpeg), `${filename} ${mimetype}`).not.toThrow();
    }
  });

  it('names the declared type or the extension that disagrees with the content', () => {
    const mismatch = () => checkDeclared({ filename: 'a.jpg', mimetype: 'image/png' }, jpeg);
    expect(mismatch).toThrow(MediaError);
    expect(mismatch).toThrow('FILE_TYPE_MISMATCH');
    try {
      checkDeclared({ filename: 'a.mp3', mimetype: '' }, jpeg);
    } catch (err) {
      expect(err).toMatchObject({
        code: 'INVALID_EXTENSION',
        params: { ext: 'mp3', allowed: 'jpg, jpeg, jpe, jfif' },
      });
    }
  });
});

describe('MediaRegistry', () => {
  const fake = (kind: 'image' | 'audio', maxBytes: number, mime: string, label: string): MediaProcessor => ({
    kind,
    maxBytes,
    formats: [{ mime, label, extensions: ['x'], declaredTypes: [] }],
    process: async () => ({ outputs: [], meta: {} }),
  });

  it('finds the processor by sniffed type, one per kind, and knows the largest limit', () => {
    const registry = new MediaRegistry([fake('image', 20, 'image/png', 'PNG')]);
    registry.register(fake('audio', 100, 'audio/mpeg', 'MP3'));
    expect(registry.match('audio/mpeg')?.processor.kind).toBe('audio');
    expect(registry.match('video/mp4')).toBeUndefined();
    expect(registry.match(undefined)).toBeUndefined();
    expect(registry.maxBytes).toBe(100);
    expect(registry.acceptedLabels).toBe('PNG, MP3');
    registry.register(fake('audio', 50, 'audio/ogg', 'OGG'));
    expect(registry.kinds).toEqual(['image', 'audio']);
    expect(registry.match('audio/mpeg')).toBeUndefined();
    expect(registry.maxBytes).toBe(50);
  });
});

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once and refuses past the queue', async () => {
    const limiter = createLimiter(2, { maxQueue: 3 });
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const task = () =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => release.push(r));
        running--;
      });
    const tasks = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toMatchObject({ code: 'MEDIA_BUSY' });
    while (release.length || running) {
      await new Promise((r) => setTimeout(r, 1));
      release.shift()?.();
    }
    await Promise.all(tasks);
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it('serves waiting work round-robin by owner and refuses an owner past their share (issue 14)', async () => {
    const limiter = createLimiter(1, { perOwner: 4 });
    const order: string[] = [];
    const release: (() => void)[] = [];
    const task = (owner: string, name: string) =>
      limiter.run(async () => {
        order.push(name);
        await new Promise<void>((r) => release.push(r));
      }, owner);
    // A heavy uploader queues four images, then someone else's one photo arrives.
    const heavy = ['a1', 'a2', 'a3', 'a4'].map((n) => task('anna', n));
    const boris = task('boris', 'b1');
    await expect(task('anna', 'a5')).rejects.toMatchObject({ code: 'MEDIA_QUOTA_FULL', params: { max: 4 } });
    while (release.length || order.length < 5) {
      await new Promise((r) => setTimeout(r, 1));
      release.shift()?.();
    }
    await Promise.all([...heavy, boris]);
    // Boris waits for the image in progress only, not for Anna's whole queue.
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
    // Her share is free again once her work is done.
    const again = task('anna', 'a6');
    await new Promise((r) => setTimeout(r, 1));
    release.shift()?.();
    await again;
    expect(limiter.active).toBe(0);
  });
});
