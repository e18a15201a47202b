import type { MediaFormat, MediaProcessor } from './types.ts';

export type MediaMatch = { processor: MediaProcessor; format: MediaFormat };

/** The processors an app accepts uploads for, looked up by sniffed content type. */
export class MediaRegistry {
  private readonly processors: MediaProcessor[] = [];

  constructor(processors: MediaProcessor[] = []) {
    for (const p of processors) this.register(p);
  }

  /** Adds a kind (the media module registers audio); one processor per kind. */
  register(processor: MediaProcessor): void {
    const at = this.processors.findIndex((p) => p.kind === processor.kind);
    if (at >= 0) this.processors.splice(at, 1, processor);
    else this.processors.push(processor);
  }

  match(mime: string | undefined): MediaMatch | undefined {
    if (!mime) return undefined;
    for (const processor of this.processors) {
      const format = processor.formats.find((f) => f.mime === mime);
      if (format) return { processor, format };
    }
    return undefined;
  }

  /** The largest upload any kind accepts: the transport-level cap. */
  get maxBytes(): number {
    return Math.max(0, ...this.processors.map((p) => p.maxBytes));
  }

  /** "JPEG, PNG, ..." for messages. */
  get acceptedLabels(): string {
    return [...new Set(this.processors.flatMap((p) => p.formats.map((f) => f.label)))].join(', ');
  }

  get kinds() {
    return this.processors.map((p) => p.kind);
  }
}
