import { AUDIO_EXTENSIONS, AUDIO_MIME_TYPES, UPLOAD_LIMITS } from '@talanty/contract';

/**
 * The browser's first look at a chosen file (spec section 5, audio upload), so a wrong file is
 * refused at once instead of after a long upload. The server still decides by the content.
 */

/** Other names browsers give the same formats (the files README's table of agreeing types). */
const MIME_ALIASES = [
  'audio/mp3',
  'audio/mpeg3',
  'audio/x-mpeg',
  'audio/x-mp3',
  'audio/mpg',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/wave',
  'audio/x-pn-wav',
  'application/ogg',
  'audio/vorbis',
  'audio/opus',
  'audio/x-ogg',
  'audio/x-aac',
  'audio/aacp',
];
/** What a browser says when it does not know the type: the name and content decide. */
const NEUTRAL_TYPES = ['', 'application/octet-stream'];
const ACCEPTED_TYPES = new Set<string>([...AUDIO_MIME_TYPES, ...MIME_ALIASES, ...NEUTRAL_TYPES]);

/** For the Dropzone (the system file picker shows only these). */
export const AUDIO_ACCEPT: Record<string, string[]> = {
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/ogg': ['.ogg'],
  'audio/aac': ['.aac'],
  'audio/vnd.dlna.adts': ['.aac'],
};

export type AudioFileProblem =
  | { code: 'unsupported' }
  | { code: 'extension'; ext: string }
  | { code: 'tooLarge'; mb: number }
  | { code: 'empty' };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The file name without its extension: the title a track starts with. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Null when the file may go to the server; else why not (the type first, as the spec orders them).
 * `maxBytes` is the server's audio limit (`useUploadLimits`).
 */
export function checkAudioFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes: number = UPLOAD_LIMITS.audio,
): AudioFileProblem | null {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.has(type)) return { code: 'unsupported' };
  const ext = extensionOf(file.name);
  if (!(AUDIO_EXTENSIONS as readonly string[]).includes(ext)) return { code: 'extension', ext };
  if (file.size > maxBytes) return { code: 'tooLarge', mb: Math.round(maxBytes / (1024 * 1024)) };
  if (file.size === 0) return { code: 'empty' };
  return null;
}
