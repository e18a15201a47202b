import sharp from 'sharp';
import { mulberry32 } from './random.ts';

/**
 * Demo "photos": abstract stage-light compositions (beams, haze, bokeh, a crowd or a stage's
 * gear in silhouette), drawn as SVG and saved as JPEG, as a phone would. Nobody is pictured.
 */
export type PhotoKind = 'crowd' | 'stage' | 'spotlight';
export type PhotoPlan = { seed: number; kind: PhotoKind; vertical: boolean };

export const PHOTO_SIZE = { long: 1600, short: 1067 } as const;

/** Light colours a lighting desk would pick: pairs that glow against black. */
const LIGHTS: [string, string][] = [
  ['#ff2d95', '#7c3aed'],
  ['#00d1ff', '#2563eb'],
  ['#ffb020', '#ff4d00'],
  ['#22d3ee', '#a855f7'],
  ['#f43f5e', '#f59e0b'],
  ['#34d399', '#0ea5e9'],
  ['#e879f9', '#22d3ee'],
  ['#fde047', '#f97316'],
];

const f = (n: number) => n.toFixed(0);

function crowd(w: number, h: number, rnd: () => number): string {
  const out: string[] = [];
  const count = Math.round(w / 70);
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * w + (rnd() - 0.5) * 50;
    const y = h - 70 + rnd() * 40 - (i % 2) * 25;
    const head = 26 + rnd() * 10;
    out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(head * 0.82)}" ry="${f(head)}"/>`);
    out.push(`<ellipse cx="${f(x)}" cy="${f(y + head * 2.6)}" rx="${f(head * 2.4)}" ry="${f(head * 1.9)}"/>`);
    if (rnd() < 0.22) {
      // A raised arm, sometimes with a phone's light.
      const side = rnd() < 0.5 ? -1 : 1;
      const angle = side * (8 + rnd() * 22);
      const len = 150 + rnd() * 90;
      const sx = x + side * head * 1.4;
      const sy = y + head * 1.6;
      out.push(
        `<g transform="rotate(${angle.toFixed(1)} ${f(sx)} ${f(sy)})"><rect x="${f(sx - 11)}" y="${f(sy - len)}" width="22" height="${f(len)}" rx="11"/><circle cx="${f(sx)}" cy="${f(sy - len)}" r="16"/></g>`,
      );
      if (rnd() < 0.4)
        out.push(
          `<circle cx="${f(sx + Math.sin((angle * Math.PI) / 180) * len)}" cy="${f(sy - Math.cos((angle * Math.PI) / 180) * len - 18)}" r="5" fill="#fff" fill-opacity="0.9"/>`,
        );
    }
  }
  return `<g fill="#030306">${out.join('')}</g>`;
}

/** A mic stand, a wedge monitor, an amp and a drum kit on a riser: a stage before the show. */
function stageGear(w: number, h: number, floor: number, centred: boolean, rnd: () => number): string {
  const cx = centred ? w / 2 : w * (0.42 + rnd() * 0.16);
  const top = floor - h * 0.36;
  const kitX = cx + (rnd() < 0.5 ? -1 : 1) * w * 0.24;
  const ampX = cx - (kitX - cx) * 1.1;
  return `<g fill="#040408" stroke="#040408">
<rect x="${f(kitX - w * 0.13)}" y="${f(floor - 36)}" width="${f(w * 0.26)}" height="36"/>
<circle cx="${f(kitX)}" cy="${f(floor - 36 - 62)}" r="64"/>
<rect x="${f(kitX - 92)}" y="${f(floor - 160)}" width="46" height="60" rx="6"/>
<rect x="${f(kitX + 48)}" y="${f(floor - 150)}" width="42" height="52" rx="6"/>
<line x1="${f(kitX - 120)}" y1="${f(floor - 36)}" x2="${f(kitX - 120)}" y2="${f(floor - 230)}" stroke-width="6"/>
<ellipse cx="${f(kitX - 120)}" cy="${f(floor - 232)}" rx="70" ry="10"/>
<line x1="${f(kitX + 130)}" y1="${f(floor - 36)}" x2="${f(kitX + 130)}" y2="${f(floor - 210)}" stroke-width="6"/>
<ellipse cx="${f(kitX + 130)}" cy="${f(floor - 212)}" rx="62" ry="9"/>
<rect x="${f(ampX - 80)}" y="${f(floor - 150)}" width="160" height="150" rx="8"/>
<line x1="${f(cx)}" y1="${f(floor)}" x2="${f(cx)}" y2="${f(top)}" stroke-width="7"/>
<line x1="${f(cx - 50)}" y1="${f(floor)}" x2="${f(cx)}" y2="${f(floor - 40)}" stroke-width="7"/>
<line x1="${f(cx + 50)}" y1="${f(floor)}" x2="${f(cx)}" y2="${f(floor - 40)}" stroke-width="7"/>
<line x1="${f(cx)}" y1="${f(top)}" x2="${f(cx + 70)}" y2="${f(top - 30)}" stroke-width="6"/>
<rect x="${f(cx + 62)}" y="${f(top - 46)}" width="18" height="38" rx="9" transform="rotate(-60 ${f(cx + 71)} ${f(top - 27)})"/>
<polygon points="${f(cx - 90)},${f(floor)} ${f(cx + 90)},${f(floor)} ${f(cx + 70)},${f(floor - 44)} ${f(cx - 70)},${f(floor - 44)}"/>
</g>`;
}

export function photoSvg(plan: PhotoPlan): string {
  const rnd = mulberry32(plan.seed);
  const w = plan.vertical ? PHOTO_SIZE.short : PHOTO_SIZE.long;
  const h = plan.vertical ? PHOTO_SIZE.long : PHOTO_SIZE.short;
  const [a, b] = LIGHTS[Math.floor(rnd() * LIGHTS.length)]!;
  const floor = plan.kind === 'crowd' ? h : h * (0.8 + rnd() * 0.06);
  const defs: string[] = [];
  const body: string[] = [];

  defs.push(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#05050a"/><stop offset="1" stop-color="${b}" stop-opacity="0.35"/></linearGradient>`,
  );
  body.push(
    `<rect width="${w}" height="${h}" fill="#05050a"/><rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  );

  // Haze: wide glows where the light hangs in the smoke.
  for (let i = 0; i < 3; i++) {
    const id = `haze${i}`;
    const color = i % 2 ? a : b;
    defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${(0.35 + rnd() * 0.2).toFixed(2)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    body.push(
      `<circle cx="${f(rnd() * w)}" cy="${f(h * (0.1 + rnd() * 0.45))}" r="${f(Math.max(w, h) * (0.3 + rnd() * 0.3))}" fill="url(#${id})"/>`,
    );
  }

  // Beams from fixtures on a truss, fanned or crossing, fading towards the floor.
  const spot = plan.kind === 'spotlight';
  const fixtures = spot ? 1 : 3 + Math.floor(rnd() * 4);
  const trussY = h * 0.06;
  const crossing = rnd() < 0.5;
  for (let i = 0; i < fixtures; i++) {
    const x0 = spot ? w / 2 : ((i + 0.5) / fixtures) * w;
    const spread = (spot ? 0.22 : 0.05 + rnd() * 0.07) * w;
    const lean = spot
      ? 0
      : crossing
        ? (i % 2 ? -1 : 1) * w * (0.15 + rnd() * 0.2)
        : (x0 - w / 2) * (0.4 + rnd() * 0.5);
    const x1 = x0 + lean;
    const color = spot ? '#fff7e6' : i % 2 ? a : b;
    const id = `beam${i}`;
    defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x0)}" y1="${f(trussY)}" x2="${f(x1)}" y2="${f(floor)}"><stop offset="0" stop-color="${color}" stop-opacity="${spot ? 0.75 : 0.6}"/><stop offset="1" stop-color="${color}" stop-opacity="0.03"/></linearGradient>`,
    );
    body.push(
      `<polygon points="${f(x0 - 6)},${f(trussY)} ${f(x0 + 6)},${f(trussY)} ${f(x1 + spread)},${f(floor)} ${f(x1 - spread)},${f(floor)}" fill="url(#${id})"/>`,
    );
    defs.push(
      `<radialGradient id="glow${i}"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.25" stop-color="${color}" stop-opacity="0.7"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    body.push(`<circle cx="${f(x0)}" cy="${f(trussY)}" r="${spot ? 90 : 60}" fill="url(#glow${i})"/>`);
    if (plan.kind !== 'crowd')
      body.push(
        `<ellipse cx="${f(x1)}" cy="${f(floor)}" rx="${f(spread * 1.1)}" ry="${f(spread * 0.16)}" fill="${color}" fill-opacity="0.22"/>`,
      );
  }
  body.push(`<rect x="0" y="${f(trussY - 8)}" width="${w}" height="16" fill="#08080e"/>`);

  // Bokeh: out-of-focus lights.
  for (let i = 0; i < 26; i++) {
    const r = 6 + rnd() ** 2 * 40;
    body.push(
      `<circle cx="${f(rnd() * w)}" cy="${f(h * (0.12 + rnd() * 0.6))}" r="${f(r)}" fill="${rnd() < 0.3 ? '#fff' : rnd() < 0.5 ? a : b}" fill-opacity="${(0.05 + rnd() * 0.14).toFixed(2)}"/>`,
    );
  }

  if (plan.kind === 'crowd') body.push(crowd(w, h, rnd));
  else {
    defs.push(
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0b12"/><stop offset="1" stop-color="#020203"/></linearGradient>`,
    );
    body.push(`<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="url(#floor)"/>`);
    body.push(stageGear(w, h, floor, spot, rnd));
  }

  body.push(
    `<text x="${w - 28}" y="${h - 26}" text-anchor="end" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="3" fill="#fff" fill-opacity="0.45">DEMO</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** A JPEG like a phone's (1600x1067, or 1067x1600 upright). */
export function renderPhoto(plan: PhotoPlan): Promise<Buffer> {
  return sharp(Buffer.from(photoSvg(plan)))
    .jpeg({ quality: 84 })
    .toBuffer();
}
