import { type AudioProcessorOptions, createAudioProcessor } from './audio.ts';
import { createImageProcessor, type ImageProcessorOptions } from './image.ts';
import { MediaRegistry } from './registry.ts';

export { AUDIO_FORMATS, COVER_VARIANTS, createAudioProcessor } from './audio.ts';

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

/** The kinds accepted: images and audio (whose embedded covers go through the same image processor). */
export function createMediaRegistry(
  opts: { image?: ImageProcessorOptions; audio?: Omit<AudioProcessorOptions, 'images'> } = {},
): MediaRegistry {
  const images = createImageProcessor(opts.image);
  return new MediaRegistry([images, createAudioProcessor({ ...opts.audio, images })]);
}
