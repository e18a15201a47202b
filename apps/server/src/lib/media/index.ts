import { createImageProcessor, type ImageProcessorOptions } from './image.ts';
import { MediaRegistry } from './registry.ts';

export {
  createImageProcessor,
  IMAGE_FORMATS,
  IMAGE_VARIANTS,
  type ImageVariant,
  MAX_INPUT_PIXELS,
} from './image.ts';
export { createLimiter, type Limiter } from './limiter.ts';
export { checkDeclared, type Declared, type ReceivedUpload, receiveUpload, SNIFF_BYTES } from './receive.ts';
export { type MediaMatch, MediaRegistry } from './registry.ts';
export * from './types.ts';

/** The kinds accepted today. The audio issue adds `createAudioProcessor()` here (or registers it on `app.media`). */
export function createMediaRegistry(opts: { image?: ImageProcessorOptions } = {}): MediaRegistry {
  return new MediaRegistry([createImageProcessor(opts.image)]);
}
