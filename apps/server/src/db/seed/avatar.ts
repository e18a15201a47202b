import sharp from 'sharp';
import { mulberry32 } from './random.ts';
import type { AvatarPlan } from './types.ts';

const SIZE = 512;

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

/** Soft shapes over the gradient: orbs, a vinyl's grooves, an equaliser, or light beams. */
export function shapes(style: number, rnd: () => number): string {
  const white = (o: number) => `fill="#fff" fill-opacity="${o.toFixed(2)}"`;
  switch (style % 4) {
    case 0:
      return Array.from({ length: 3 }, () => {
        const r = 90 + rnd() * 170;
        return `<circle cx="${(rnd() * SIZE).toFixed(0)}" cy="${(rnd() * SIZE).toFixed(0)}" r="${r.toFixed(0)}" ${white(0.07 + rnd() * 0.1)}/>`;
      }).join('');
    case 1: {
      const cx = 120 + rnd() * 272;
      const cy = 120 + rnd() * 272;
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${40 + i * 42}" fill="none" stroke="#fff" stroke-opacity="${(0.16 - i * 0.012).toFixed(3)}" stroke-width="${(6 + rnd() * 10).toFixed(1)}"/>`,
      ).join('');
    }
    case 2: {
      const bars = 16;
      const w = SIZE / bars;
      return Array.from({ length: bars }, (_, i) => {
        const h = 60 + Math.abs(Math.sin(i * 0.7 + rnd() * 2)) * 260 + rnd() * 40;
        return `<rect x="${(i * w + w * 0.2).toFixed(1)}" y="${(SIZE - h).toFixed(1)}" width="${(w * 0.6).toFixed(1)}" height="${h.toFixed(1)}" rx="${(w * 0.3).toFixed(1)}" ${white(0.1 + rnd() * 0.06)}/>`;
      }).join('');
    }
    default: {
      const angle = -30 + rnd() * 60;
      return `<g transform="rotate(${angle.toFixed(1)} 256 256)">${Array.from(
        { length: 4 },
        (_, i) =>
          `<rect x="${-200 + i * 170 + rnd() * 40}" y="-200" width="${(40 + rnd() * 70).toFixed(0)}" height="912" ${white(0.06 + rnd() * 0.08)}/>`,
      ).join('')}</g>`;
    }
  }
}

/** Gradients that flatter white initials (no muddy olive or brown mixes). */
export const GRADIENTS: [string, string][] = [
  ['#ff6a88', '#8b5cf6'],
  ['#f97316', '#db2777'],
  ['#06b6d4', '#3b82f6'],
  ['#10b981', '#0e7490'],
  ['#6366f1', '#a855f7'],
  ['#ef4444', '#7c3aed'],
  ['#14b8a6', '#6366f1'],
  ['#f59e0b', '#e11d48'],
  ['#0ea5e9', '#1e3a8a'],
  ['#ec4899', '#f97316'],
  ['#8b5cf6', '#312e81'],
  ['#22c55e', '#0f766e'],
  ['#e11d48', '#4c1d95'],
  ['#a855f7', '#ec4899'],
  ['#0f766e', '#1e293b'],
  ['#fb7185', '#f59e0b'],
];

/** The SVG of a demo avatar: a two-colour gradient, abstract shapes and the person's initials. */
export function avatarSvg(plan: AvatarPlan): string {
  const rnd = mulberry32(plan.seed);
  const [from, to] = GRADIENTS[plan.palette % GRADIENTS.length]!;
  // The gradient's direction varies, so two people with one palette still look apart.
  const [x1, y1, x2, y2] = rnd() < 0.5 ? [0, 0, 1, 1] : [1, 0, 0, 1];
  const initials = escapeXml(plan.initials.slice(0, 2));
  const fontSize = initials.length > 1 ? 188 : 230;
  // DejaVu and Noto carry Cyrillic and ship with most Linux systems; without any font the shapes still make a picture.
  const font = `font-family="DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" letter-spacing="-4"`;
  const baseline = 256 + fontSize * 0.36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
${shapes(plan.style, rnd)}
<text x="256" y="${(baseline + 6).toFixed(0)}" ${font} fill="#000" fill-opacity="0.14">${initials}</text>
<text x="256" y="${baseline.toFixed(0)}" ${font} fill="#fff">${initials}</text>
</svg>`;
}

/** A 512x512 PNG, as a person would upload from their phone's gallery. */
export function renderAvatar(plan: AvatarPlan): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(plan)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}
