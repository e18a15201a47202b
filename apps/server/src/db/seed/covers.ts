import sharp from 'sharp';
import { escapeXml, GRADIENTS, shapes } from './avatar.ts';
import { mulberry32 } from './random.ts';

/** A track's cover: the avatars' gradients and shapes, with the title, the artist and a "demo" mark. */
export type CoverPlan = { palette: number; style: number; seed: number; title: string; artist: string };

const SIZE = 512;
/** Rendered size: square album art, large enough for the media page and lock-screen artwork (512). */
export const COVER_PX = 640;
const FONT = 'DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif';

/** Up to two lines of at most ~16 characters, split at a space. */
function titleLines(title: string): string[] {
  if (title.length <= 16) return [title];
  const words = title.split(' ');
  let best = [title];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((l) => l.length));
    if (width < bestWidth) {
      best = lines;
      bestWidth = width;
    }
  }
  return best;
}

export function coverSvg(plan: CoverPlan): string {
  const rnd = mulberry32(plan.seed);
  const [from, to] = GRADIENTS[plan.palette % GRADIENTS.length]!;
  const [x1, y1, x2, y2] = rnd() < 0.5 ? [0, 0, 1, 1] : [1, 0, 0, 1];
  const lines = titleLines(plan.title);
  const longest = Math.max(...lines.map((l) => [...l].length));
  const size = Math.round(Math.min(50, 430 / (0.68 * longest)));
  const lineHeight = size * 1.12;
  const artistY = SIZE - 40;
  const firstBaseline = artistY - 34 - (lines.length - 1) * lineHeight;
  const text = lines
    .map((line, i) => {
      const y = (firstBaseline + i * lineHeight).toFixed(0);
      const t = escapeXml(line);
      return `<text x="38" y="${Number(y) + 3}" fill="#000" fill-opacity="0.18">${t}</text><text x="36" y="${y}" fill="#fff">${t}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_PX}" height="${COVER_PX}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
<linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
${shapes(plan.style + 1, rnd)}
<rect width="${SIZE}" height="${SIZE}" fill="url(#shade)"/>
<rect x="36" y="34" width="74" height="26" rx="13" fill="#000" fill-opacity="0.28"/>
<text x="73" y="52" font-family="${FONT}" font-size="13" font-weight="700" letter-spacing="2" text-anchor="middle" fill="#fff">DEMO</text>
<g font-family="${FONT}" font-weight="700" font-size="${size}" letter-spacing="-1">${text}</g>
<text x="36" y="${artistY}" font-family="${FONT}" font-size="20" fill="#fff" fill-opacity="0.85">${escapeXml(plan.artist)}</text>
</svg>`;
}

/** A 640x640 PNG, as an artist would upload their cover art. */
export function renderCover(plan: CoverPlan): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(plan)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}
