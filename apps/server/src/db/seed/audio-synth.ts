// Original demo music, synthesised note by note: no samples, no downloads, nobody's recordings.
// A piece is a chord progression with a pad, a bass line, drum-like noise bursts, an arpeggio and
// a short tune, arranged in sections (intro, full, breakdown, ending) so the waveform has a shape.

import { mulberry32 } from './random.ts';

export const SAMPLE_RATE = 22050;

export type Mode = 'major' | 'minor' | 'harmonic' | 'dorian';
export type PadSound = 'saw' | 'organ' | 'epiano' | 'strings' | 'accordion';
/** When the pad sounds: held through the bar, offbeat stabs, waltz "pah-pah", or jazz comping. */
export type PadRhythm = 'hold' | 'offbeat' | 'waltz' | 'comp';
export type BassLine = 'eighths' | 'pulse' | 'offbeat' | 'walking' | 'waltz' | 'bossa' | 'octave' | 'long';
export type Drums =
  | 'rock'
  | 'pop'
  | 'boombap'
  | 'house'
  | 'jazz'
  | 'bossa'
  | 'disco'
  | 'waltz'
  | 'folk'
  | 'film'
  | 'none';
export type Arp = 'up16' | 'updown8' | 'alberti' | 'broken' | 'bells' | 'none';
export type Lead = 'flute' | 'square' | 'reed' | 'none';

export type PieceSpec = {
  bpm: number;
  /** The tonic as a MIDI note (57 = A3); chords sit around it, the bass two octaves below. */
  tonic: number;
  mode: Mode;
  beats: 3 | 4;
  /** One chord per bar, as scale degrees from 0 (0 = I, 3 = IV, 4 = V, 5 = vi). */
  chords: number[];
  sevenths: boolean;
  /** Late offbeats: 8ths (jazz) or 16ths (hip-hop), by a share of the step. */
  swing?: { unit: 8 | 16; amount: number };
  pad: PadSound;
  padRhythm: PadRhythm;
  bass: BassLine;
  drums: Drums;
  arp: Arp;
  lead: Lead;
  /** About how long the piece lasts (20-40 s; bars come in pairs, so it is near, not exact). */
  seconds: number;
  seed: number;
};

const SCALES: Record<Mode, number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  harmonic: [0, 2, 3, 5, 7, 8, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
};

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE }, (_, i) => Math.sin((2 * Math.PI * i) / TABLE_SIZE));
/** sin(2π·phase) from a table (phase in cycles, any size). */
const sin = (phase: number) => SINE[((phase * TABLE_SIZE) | 0) & (TABLE_SIZE - 1)]!;

/** PolyBLEP step correction: a band-limited edge, so saws do not alias into hiss at 22 kHz. */
function blep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

type Bus = { dry: Float32Array; wet: Float32Array };

/** The degree's note within the key (degrees past 6 climb octaves). */
function degreeNote(spec: PieceSpec, degree: number): number {
  const scale = SCALES[spec.mode];
  const octave = Math.floor(degree / 7);
  return spec.tonic + scale[((degree % 7) + 7) % 7]! + 12 * octave;
}

/** The chord's tones, voiced close to the tonic so successive chords move little. */
function chordNotes(spec: PieceSpec, degree: number): number[] {
  const steps = spec.sevenths ? [0, 2, 4, 6] : [0, 2, 4];
  return steps
    .map((s) => {
      let n = degreeNote(spec, degree + s);
      while (n > spec.tonic + 9) n -= 12;
      while (n < spec.tonic - 3) n += 12;
      return n;
    })
    .sort((a, b) => a - b);
}

/** A note moved into the bass register (A1..B2). */
function inBass(midi: number): number {
  let n = midi;
  while (n < 33) n += 12;
  while (n > 47) n -= 12;
  return n;
}

const bassRoot = (spec: PieceSpec, degree: number) => inBass(degreeNote(spec, degree));

// ---------------------------------------------------------------- voices

/** One cycle of a waveform, sampled once: shaped voices cost a table read per sample. */
function table(shape: (phase: number) => number): Float32Array {
  return Float32Array.from({ length: TABLE_SIZE }, (_, i) => shape(i / TABLE_SIZE));
}
const read = (t: Float32Array, phase: number) => t[((phase * TABLE_SIZE) | 0) & (TABLE_SIZE - 1)]!;
const S = (phase: number) => Math.sin(2 * Math.PI * phase);
const ORGAN = table((p) => 0.5 * (S(p) + 0.5 * S(2 * p) + 0.3 * S(3 * p) + 0.15 * S(4 * p)));
const REED = table((p) => Math.tanh(3 * S(p)));
// The second and third harmonics let small speakers hear the bass line.
const BASS = table((p) => Math.tanh(1.6 * (S(p) + 0.35 * S(2 * p) + 0.12 * S(3 * p))));
const SQUARE_LEAD = table((p) => Math.tanh(4 * S(p)) * 0.6);
const REED_LEAD = table((p) => Math.tanh(2.2 * (S(p) + 0.4 * S(2 * p))) * 0.7);
const FLUTE_LEAD = table((p) => S(p) + 0.12 * S(2 * p));
const decayPerSample = (rate: number) => Math.exp(-rate / SAMPLE_RATE);

/** A held chord tone: two detuned oscillators through a one-pole low-pass, with attack and release. */
function padNote(bus: Bus, sound: PadSound, start: number, dur: number, midi: number, vel: number) {
  const f = hz(midi);
  const attack = sound === 'strings' ? Math.min(0.35, dur * 0.4) : sound === 'epiano' ? 0.004 : 0.02;
  const release = sound === 'strings' ? 0.4 : sound === 'epiano' ? 0.5 : 0.12;
  const s0 = Math.round(start * SAMPLE_RATE);
  const n = Math.round((dur + release) * SAMPLE_RATE);
  const end = Math.min(bus.dry.length, s0 + n);
  const dt1 = (f * 1.004) / SAMPLE_RATE;
  const dt2 = (f * 0.996) / SAMPLE_RATE;
  const cutoff = sound === 'saw' ? 1900 : sound === 'strings' ? 1500 : 2600;
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);
  const wetShare = sound === 'strings' ? 0.45 : 0.25;
  const attackN = attack * SAMPLE_RATE;
  const durN = dur * SAMPLE_RATE;
  const releaseN = release * SAMPLE_RATE;
  // Electric piano: FM with a bright attack (index) that fades into a decaying sine (body).
  let index = 1.6 * 0.16;
  let body = 1;
  const indexDecay = decayPerSample(6);
  const bodyDecay = decayPerSample(1.1);
  let p1 = 0;
  let p2 = 0.37;
  let lp = 0;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    let env = k < attackN ? k / attackN : 1;
    if (k > durN) env *= Math.max(0, 1 - (k - durN) / releaseN);
    let x: number;
    switch (sound) {
      case 'saw':
      case 'strings':
        x = 0.5 * (2 * p1 - 1 - blep(p1, dt1) + (2 * p2 - 1 - blep(p2, dt2)));
        break;
      case 'organ':
        x = read(ORGAN, p1);
        break;
      case 'accordion':
        // Two reeds a little apart, and the bellows' slow swell.
        x = (read(REED, p1) + read(REED, p2)) * 0.35 * (0.85 + 0.15 * sin((k / SAMPLE_RATE) * 5.5));
        break;
      default:
        x = sin(p1 + index * sin(p1)) * body;
        index *= indexDecay;
        body *= bodyDecay;
    }
    lp += a * (x - lp);
    const out = lp * env * vel;
    bus.dry[i]! += out;
    bus.wet[i]! += out * wetShare;
    p1 += dt1;
    p2 += dt2;
    if (p1 >= 1) p1 -= 1;
    if (p2 >= 1) p2 -= 1;
  }
}

function bassNote(bus: Bus, start: number, dur: number, midi: number, vel: number, plucked: boolean) {
  const dt = hz(midi) / SAMPLE_RATE;
  const s0 = Math.round(start * SAMPLE_RATE);
  const releaseN = 0.04 * SAMPLE_RATE;
  const durN = dur * SAMPLE_RATE;
  const attackN = 0.006 * SAMPLE_RATE;
  const end = Math.min(bus.dry.length, s0 + Math.round(durN + releaseN));
  const decay = decayPerSample(plucked ? 3.5 : 8);
  let fall = 1;
  let p = 0;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    let env = Math.min(1, k / attackN) * (plucked ? fall : 0.75 + 0.25 * fall);
    if (k > durN) env *= Math.max(0, 1 - (k - durN) / releaseN);
    bus.dry[i]! += read(BASS, p) * env * vel * 0.36;
    fall *= decay;
    p += dt;
    if (p >= 1) p -= 1;
  }
}

/** A plucked note (arpeggio, bells, guitar): quick attack, exponential decay. */
function pluckNote(bus: Bus, start: number, midi: number, vel: number, bell: boolean) {
  const dt = hz(midi) / SAMPLE_RATE;
  const s0 = Math.round(start * SAMPLE_RATE);
  const end = Math.min(bus.dry.length, s0 + Math.round((bell ? 1.6 : 0.55) * SAMPLE_RATE));
  const attackN = 0.003 * SAMPLE_RATE;
  const decay = decayPerSample(bell ? 2.6 : 7);
  const d2 = decayPerSample(bell ? 4 : 12);
  const d3 = decayPerSample(20);
  let e1 = vel * 0.3;
  let e2 = bell ? 0.5 : 0.3;
  let e3 = 0.15;
  let p = 0;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    const x = bell ? sin(p + e2 * sin(3.5 * p)) : sin(p) + e2 * sin(2 * p) + e3 * sin(3 * p);
    const out = x * e1 * Math.min(1, k / attackN);
    bus.dry[i]! += out;
    bus.wet[i]! += out * 0.4;
    e1 *= decay;
    e2 *= d2;
    e3 *= d3;
    p += dt;
    if (p >= 1) p -= 1;
  }
}

/** The tune: a soft voice with delayed vibrato (flute), a filtered square (synth) or a reed. */
function leadNote(bus: Bus, sound: Lead, start: number, dur: number, midi: number, vel: number) {
  const dt = hz(midi) / SAMPLE_RATE;
  const s0 = Math.round(start * SAMPLE_RATE);
  const releaseN = 0.08 * SAMPLE_RATE;
  const durN = dur * SAMPLE_RATE;
  const attackN = 0.025 * SAMPLE_RATE;
  const vibratoFrom = 0.18 * SAMPLE_RATE;
  const end = Math.min(bus.dry.length, s0 + Math.round(durN + releaseN));
  const a = 1 - Math.exp((-2 * Math.PI * (sound === 'square' ? 2200 : 3000)) / SAMPLE_RATE);
  const wave = sound === 'square' ? SQUARE_LEAD : sound === 'reed' ? REED_LEAD : FLUTE_LEAD;
  const decay = decayPerSample(5);
  let accent = 0.2;
  let p = 0;
  let lp = 0;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    let env = Math.min(1, k / attackN) * (0.8 + accent);
    if (k > durN) env *= Math.max(0, 1 - (k - durN) / releaseN);
    lp += a * (read(wave, p) - lp);
    const out = lp * env * vel * 0.32;
    bus.dry[i]! += out;
    bus.wet[i]! += out * 0.45;
    accent *= decay;
    p += k > vibratoFrom ? dt * (1 + 0.004 * sin((k / SAMPLE_RATE) * 5.2)) : dt;
    if (p >= 1) p -= 1;
  }
}

// ---------------------------------------------------------------- drums (rendered once, mixed in)

type Hits = Record<
  'kick' | 'snare' | 'clap' | 'hat' | 'open' | 'ride' | 'rim' | 'shaker' | 'boom' | 'crash',
  Float32Array
>;

function renderHits(rnd: () => number): Hits {
  const make = (seconds: number, fn: (t: number, noise: number) => number) => {
    const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
    let prev = 0;
    for (let i = 0; i < out.length; i++) {
      const white = rnd() * 2 - 1;
      // Differenced noise: the hiss of cymbals without the rumble.
      const bright = white - prev;
      prev = white;
      out[i] = fn(i / SAMPLE_RATE, bright);
    }
    return out;
  };
  let kickPhase = 0;
  let boomPhase = 0;
  return {
    kick: make(0.4, (t) => {
      kickPhase += (48 + 110 * Math.exp(-t * 32)) / SAMPLE_RATE;
      return sin(kickPhase) * Math.exp(-t * 7) * 0.95;
    }),
    snare: make(0.25, (t, n) => n * 0.4 * Math.exp(-t * 16) + sin(t * 190) * 0.35 * Math.exp(-t * 28)),
    clap: make(0.22, (t, n) => {
      const bursts = t < 0.03 ? Math.exp(-((t * 1000) % 10) * 0.35) : Math.exp(-(t - 0.03) * 18);
      return n * 0.45 * bursts;
    }),
    hat: make(0.06, (t, n) => n * 0.22 * Math.exp(-t * 70)),
    open: make(0.35, (t, n) => n * 0.18 * Math.exp(-t * 9)),
    ride: make(1.2, (t, n) => {
      const ring = sin(t * 3150) + 0.7 * sin(t * 4730) + 0.5 * sin(t * 5890);
      return (ring * 0.05 + n * 0.06) * Math.exp(-t * 3.5);
    }),
    rim: make(0.08, (t, n) => (sin(t * 1700) * 0.4 + n * 0.15) * Math.exp(-t * 60)),
    shaker: make(0.09, (t, n) => n * 0.1 * Math.sin(Math.min(1, t / 0.09) * Math.PI)),
    boom: make(2.5, (t, n) => {
      boomPhase += (42 + 20 * Math.exp(-t * 6)) / SAMPLE_RATE;
      return sin(boomPhase) * Math.exp(-t * 1.6) + n * 0.08 * Math.exp(-t * 10);
    }),
    crash: make(2, (t, n) => n * 0.16 * Math.exp(-t * 2.2)),
  };
}

function mixHit(bus: Bus, hit: Float32Array, start: number, vel: number, wet = 0.08) {
  const s0 = Math.round(start * SAMPLE_RATE);
  const end = Math.min(bus.dry.length, s0 + hit.length);
  for (let i = s0; i < end; i++) {
    const x = hit[i - s0]! * vel;
    bus.dry[i]! += x;
    bus.wet[i]! += x * wet;
  }
}

type Step = [hit: keyof Hits, step: number, vel: number];

/** One bar of each kit, in 16th-note steps (12 steps in 3/4). */
const KITS: Record<Exclude<Drums, 'none'>, Step[]> = {
  rock: [
    ['kick', 0, 1],
    ['kick', 8, 0.9],
    ['kick', 10, 0.7],
    ['snare', 4, 1],
    ['snare', 12, 1],
    ...[0, 2, 4, 6, 8, 10, 12, 14].map((s): Step => ['hat', s, s % 4 === 0 ? 1 : 0.7]),
  ],
  pop: [
    ['kick', 0, 1],
    ['kick', 7, 0.6],
    ['kick', 8, 0.9],
    ['clap', 4, 0.9],
    ['clap', 12, 0.9],
    ...Array.from({ length: 16 }, (_, s): Step => ['hat', s, s % 2 === 0 ? 0.8 : 0.45]),
  ],
  boombap: [
    ['kick', 0, 1],
    ['kick', 7, 0.8],
    ['kick', 10, 0.9],
    ['snare', 4, 1],
    ['snare', 12, 1],
    ...[0, 2, 4, 6, 8, 10, 12, 14].map((s): Step => ['hat', s, s % 4 === 2 ? 0.55 : 0.85]),
  ],
  house: [
    ...[0, 4, 8, 12].map((s): Step => ['kick', s, 1]),
    ['clap', 4, 0.8],
    ['clap', 12, 0.8],
    ...[2, 6, 10, 14].map((s): Step => ['open', s, 0.8]),
    ...[1, 3, 5, 7, 9, 11, 13, 15].map((s): Step => ['hat', s, 0.35]),
  ],
  disco: [
    ...[0, 4, 8, 12].map((s): Step => ['kick', s, 1]),
    ['snare', 4, 0.9],
    ['snare', 12, 0.9],
    ...[2, 6, 10, 14].map((s): Step => ['open', s, 0.9]),
    ...[0, 4, 8, 12].map((s): Step => ['hat', s, 0.5]),
  ],
  jazz: [
    ['ride', 0, 0.9],
    ['ride', 4, 0.9],
    ['ride', 6, 0.6],
    ['ride', 8, 0.9],
    ['ride', 12, 0.9],
    ['ride', 14, 0.6],
    ['hat', 4, 0.6],
    ['hat', 12, 0.6],
    ...[0, 4, 8, 12].map((s): Step => ['kick', s, 0.25]),
  ],
  bossa: [
    ...[0, 3, 6, 10, 12].map((s): Step => ['rim', s, 0.8]),
    ['kick', 0, 0.7],
    ['kick', 6, 0.5],
    ['kick', 8, 0.7],
    ['kick', 14, 0.5],
    ...Array.from({ length: 16 }, (_, s): Step => ['shaker', s, s % 2 === 0 ? 0.9 : 0.55]),
  ],
  folk: [
    ['kick', 0, 0.8],
    ['kick', 8, 0.7],
    ['rim', 4, 0.7],
    ['rim', 12, 0.7],
    ...[0, 2, 4, 6, 8, 10, 12, 14].map((s): Step => ['shaker', s, s % 4 === 0 ? 1 : 0.7]),
  ],
  waltz: [
    ['kick', 0, 0.7],
    ['rim', 4, 0.45],
    ['rim', 8, 0.45],
    ...[0, 4, 8].map((s): Step => ['shaker', s + 2, 0.5]),
  ],
  film: [['boom', 0, 0.9]],
};

// ---------------------------------------------------------------- reverb

/** A small Schroeder reverb (four damped combs, two all-passes): room for pads and tunes. */
function reverb(input: Float32Array): Float32Array {
  const out = new Float32Array(input.length);
  const combLengths = [558, 594, 638, 678];
  const combs = combLengths.map((len) => new Float32Array(len));
  const store = [0, 0, 0, 0];
  const at = [0, 0, 0, 0];
  const passes = [new Float32Array(278), new Float32Array(112)];
  const passAt = [0, 0];
  for (let n = 0; n < input.length; n++) {
    const x = input[n]!;
    let sum = 0;
    for (let c = 0; c < 4; c++) {
      const buf = combs[c]!;
      const j = at[c]!;
      const y = buf[j]!;
      const damped = y * 0.7 + store[c]! * 0.3;
      store[c] = damped;
      buf[j] = x + damped * 0.8;
      at[c] = j + 1 === buf.length ? 0 : j + 1;
      sum += y;
    }
    let y = sum * 0.25;
    for (let a = 0; a < 2; a++) {
      const buf = passes[a]!;
      const j = passAt[a]!;
      const b = buf[j]!;
      buf[j] = y + b * 0.5;
      y = b - y * 0.5;
      passAt[a] = j + 1 === buf.length ? 0 : j + 1;
    }
    out[n] = y;
  }
  return out;
}

// ---------------------------------------------------------------- the tune

type TuneNote = { at: number; len: number; midi: number };

/** A tune for one pass of the progression (in beats): chord tones on strong beats, steps between. */
function composeTune(spec: PieceSpec, rnd: () => number): TuneNote[] {
  const scale = SCALES[spec.mode];
  const rhythms4 = [
    [0, 1, 1.5, 2, 3],
    [0, 1.5, 2, 2.5, 3],
    [0, 0.5, 1, 2],
    [0, 2, 2.5, 3, 3.5],
    [0, 1, 2, 3],
  ];
  const rhythms3 = [
    [0, 1, 2],
    [0, 1.5, 2],
    [0, 2],
  ];
  const rhythms = spec.beats === 3 ? rhythms3 : rhythms4;
  // Scale positions from the tonic an octave up, so steps stay in the key.
  const toMidi = (pos: number) => spec.tonic + 12 + scale[((pos % 7) + 7) % 7]! + 12 * Math.floor(pos / 7);
  const notes: TuneNote[] = [];
  let pos = Math.floor(rnd() * 5);
  spec.chords.forEach((degree, bar) => {
    const rhythm = rhythms[Math.floor(rnd() * rhythms.length)]!;
    const last = bar === spec.chords.length - 1;
    rhythm.forEach((beat, k) => {
      const strong = beat % 2 === 0;
      if (strong) {
        // The nearest chord tone (root, third or fifth).
        const tones = [0, 2, 4].map((s) => degree + s);
        let best = pos;
        let dist = 99;
        for (const tone of tones)
          for (const oct of [-7, 0, 7]) {
            const d = Math.abs(tone + oct - pos);
            if (d < dist) {
              dist = d;
              best = tone + oct;
            }
          }
        pos = best;
      } else {
        pos += rnd() < 0.5 ? 1 : -1;
        if (rnd() < 0.25) pos += rnd() < 0.5 ? 1 : -1;
      }
      pos = Math.max(-2, Math.min(9, pos));
      const next = rhythm[k + 1] ?? spec.beats;
      const len = last && k === rhythm.length - 1 ? spec.beats - beat : next - beat;
      notes.push({ at: bar * spec.beats + beat, len: len * 0.92, midi: toMidi(pos) });
    });
  });
  // The last note rests on the tonic or the fifth.
  const end = notes.at(-1);
  if (end) end.midi = toMidi(rnd() < 0.6 ? 7 : 4);
  return notes;
}

// ---------------------------------------------------------------- the piece

export type Rendered = {
  samples: Float32Array;
  seconds: number;
};

/** Bars (in pairs, at least one pass of the progression) that land the piece near the asked length, within 20-40 s. */
function barsFor(spec: PieceSpec, barSeconds: number): number {
  const total = (bars: number) => (bars + 1) * barSeconds;
  let best = 0;
  for (let bars = spec.chords.length; total(bars) <= 40; bars += 2) {
    const fits = best > 0 && total(best) >= 20;
    if (!fits || Math.abs(total(bars) - spec.seconds) < Math.abs(total(best) - spec.seconds)) best = bars;
  }
  return best || spec.chords.length;
}

/** Renders a piece: mono float samples at SAMPLE_RATE, peak-normalised to -1 dBFS. */
export function renderPiece(spec: PieceSpec): Rendered {
  const rnd = mulberry32(spec.seed);
  const beat = 60 / spec.bpm;
  const step = beat / 4;
  const barSeconds = beat * spec.beats;
  const bars = barsFor(spec, barSeconds);
  const tail = 2.5;
  const seconds = bars * barSeconds + barSeconds + tail * 0.6;
  const length = Math.round(seconds * SAMPLE_RATE);
  const bus: Bus = { dry: new Float32Array(length), wet: new Float32Array(length) };
  const hits = renderHits(mulberry32(spec.seed ^ 0x5eed));
  const kit = spec.drums === 'none' ? [] : KITS[spec.drums];
  const tune = spec.lead === 'none' ? [] : composeTune(spec, rnd);

  /** Seconds from the start of the bar for a 16th step, swung when the piece swings. */
  const at = (bar: number, s: number) => {
    let t = bar * barSeconds + s * step;
    const sw = spec.swing;
    if (sw?.unit === 16 && s % 2 === 1) t += sw.amount * step;
    if (sw?.unit === 8 && s % 4 === 2) t += sw.amount * 2 * step;
    return t;
  };

  // Sections: an intro, the full band, a breakdown without drums in longer pieces, the full band again.
  const introBars = Math.max(1, Math.min(spec.chords.length, Math.round(bars * 0.22)));
  const breakdownFrom = bars >= 12 ? Math.round(bars * 0.6) : bars;
  const breakdownTo =
    bars >= 12 ? Math.min(bars - 2, breakdownFrom + Math.max(2, Math.round(bars * 0.15))) : bars;

  for (let bar = 0; bar < bars; bar++) {
    const degree = spec.chords[bar % spec.chords.length]!;
    const next = spec.chords[(bar + 1) % spec.chords.length]!;
    const chord = chordNotes(spec, degree);
    const root = bassRoot(spec, degree);
    const intro = bar < introBars;
    const breakdown = bar >= breakdownFrom && bar < breakdownTo;
    const t0 = bar * barSeconds;
    const humanise = () => 0.85 + rnd() * 0.15;

    // Pad.
    const padVel = (intro ? 0.16 : 0.2) / Math.sqrt(chord.length);
    if (spec.padRhythm === 'hold' || intro) {
      for (const m of chord) padNote(bus, spec.pad, t0, barSeconds * 0.98, m, padVel * 1.4);
    } else if (spec.padRhythm === 'offbeat') {
      for (const s of [2, 6, 10, 14])
        for (const m of chord) padNote(bus, spec.pad, at(bar, s), step * 1.5, m, padVel * 1.6);
    } else if (spec.padRhythm === 'waltz') {
      for (const s of [4, 8])
        for (const m of chord) padNote(bus, spec.pad, at(bar, s), beat * 0.6, m, padVel * 1.5);
    } else {
      const hitsAt = rnd() < 0.5 ? [0, 6, 10] : [2, 8, 14];
      for (const s of hitsAt)
        for (const m of chord) padNote(bus, spec.pad, at(bar, s), step * 2.5, m, padVel * 1.7 * humanise());
    }

    // Bass.
    if (!intro) {
      const v = 0.9;
      switch (breakdown ? 'long' : spec.bass) {
        case 'eighths':
          for (let s = 0; s < spec.beats * 4; s += 2)
            bassNote(bus, at(bar, s), step * 1.8, root, v * (s % 8 === 0 ? 1 : 0.8), false);
          break;
        case 'pulse':
          for (let b = 0; b < spec.beats; b++) bassNote(bus, at(bar, b * 4), beat * 0.85, root, v, false);
          break;
        case 'offbeat':
          for (const s of [2, 6, 10, 14]) bassNote(bus, at(bar, s), step * 1.6, root, v, false);
          break;
        case 'octave':
          for (let s = 0; s < 16; s += 2)
            bassNote(bus, at(bar, s), step * 1.5, root + (s % 4 === 2 ? 12 : 0), v * 0.9, false);
          break;
        case 'walking': {
          const target = bassRoot(spec, next);
          const third = inBass(degreeNote(spec, degree + 2));
          const fifth = inBass(degreeNote(spec, degree + 4));
          const line = [root, third, fifth, target + (rnd() < 0.5 ? 1 : -1)];
          for (const [b, m] of line.entries())
            bassNote(bus, at(bar, b * 4), beat * 0.9, m, v * humanise(), true);
          break;
        }
        case 'waltz':
          bassNote(
            bus,
            at(bar, 0),
            beat * 0.8,
            bar % 2 === 0 ? root : root + 7 > 47 ? root - 5 : root + 7,
            v,
            true,
          );
          break;
        case 'bossa':
          bassNote(bus, at(bar, 0), step * 5.5, root, v, true);
          bassNote(bus, at(bar, 6), step * 1.8, root + 7, v * 0.85, true);
          bassNote(bus, at(bar, 8), step * 5.5, root + 7, v * 0.9, true);
          bassNote(bus, at(bar, 14), step * 1.8, root, v * 0.85, true);
          break;
        default:
          bassNote(bus, t0, barSeconds * 0.95, root, v * 0.8, false);
      }
    }

    // Drums: hats only in the intro, none in the breakdown.
    if (!breakdown) {
      for (const [hit, s, vel] of kit) {
        if (s >= spec.beats * 4) continue;
        if (intro && hit !== 'hat' && hit !== 'shaker' && hit !== 'ride' && hit !== 'boom') continue;
        mixHit(bus, hits[hit], at(bar, s), vel * humanise() * 0.8);
      }
      // A fill into the next section: snare 16ths at the end of every fourth bar.
      if (!intro && bar % 4 === 3 && ['rock', 'pop', 'disco', 'boombap'].includes(spec.drums))
        for (const s of [13, 14, 15]) mixHit(bus, hits.snare, at(bar, s), 0.45 + (s - 13) * 0.12);
      if (bar === introBars && spec.drums !== 'none') mixHit(bus, hits.crash, t0, 0.8, 0.2);
    }

    // Arpeggio.
    if (spec.arp !== 'none' && !(breakdown && spec.arp === 'up16')) {
      const up = [...chord, chord[0]! + 12].map((m) => m + 12);
      const steps = spec.beats * 4;
      const vel = intro ? 0.7 : 0.85;
      if (spec.arp === 'up16')
        for (let s = 0; s < steps; s++)
          pluckNote(bus, at(bar, s), up[s % up.length]!, vel * (s % 4 === 0 ? 1 : 0.7), false);
      else if (spec.arp === 'updown8') {
        const seq = [...up, ...up.slice(1, -1).reverse()];
        for (let s = 0; s < steps; s += 2) pluckNote(bus, at(bar, s), seq[(s / 2) % seq.length]!, vel, false);
      } else if (spec.arp === 'alberti') {
        const [lo, mid, hi] = [chord[0]!, chord[1]!, chord[2]!];
        const seq = [lo, hi, mid, hi];
        for (let s = 0; s < steps; s += 2) pluckNote(bus, at(bar, s), seq[(s / 2) % 4]!, vel * 0.9, false);
      } else if (spec.arp === 'broken') {
        const seq = [chord[0]! - 12, chord[2]! - 12, chord[0]!, chord[1]!];
        for (let s = 0; s < steps; s += 2) pluckNote(bus, at(bar, s), seq[(s / 2) % 4]!, vel * 0.9, false);
      } else {
        const count = 2 + Math.floor(rnd() * 2);
        for (let k = 0; k < count; k++)
          pluckNote(
            bus,
            t0 + Math.floor(rnd() * spec.beats * 2) * (beat / 2),
            up[Math.floor(rnd() * up.length)]! + 12,
            0.7,
            true,
          );
      }
    }

    // The tune, one pass long, repeated: silent in the intro, softer in the breakdown.
    if (!intro && tune.length) {
      const inPass = bar % spec.chords.length;
      for (const note of tune) {
        if (Math.floor(note.at / spec.beats) !== inPass) continue;
        const start = t0 + (note.at - inPass * spec.beats) * beat;
        leadNote(bus, spec.lead, start, note.len * beat, note.midi, breakdown ? 0.75 : 1);
      }
    }
  }

  // Ending: the tonic chord rings out over a last low note and a cymbal.
  const endAt = bars * barSeconds;
  const tonicChord = chordNotes(spec, 0);
  for (const m of tonicChord)
    padNote(
      bus,
      spec.pad === 'epiano' ? 'strings' : spec.pad,
      endAt,
      barSeconds,
      m,
      0.22 / Math.sqrt(tonicChord.length),
    );
  bassNote(bus, endAt, barSeconds * 0.8, bassRoot(spec, 0), 0.8, true);
  if (spec.drums !== 'none') {
    mixHit(bus, hits.kick, endAt, 0.9);
    mixHit(bus, hits.crash, endAt, 0.7, 0.25);
  }

  // Mix: dry plus reverb; the loudest peaks are rounded off by a soft clip, then -1 dBFS with short fades.
  const wet = reverb(bus.wet);
  const out = bus.dry;
  let raw = 0;
  for (let i = 0; i < length; i++) {
    out[i]! += wet[i]! * 0.9;
    const a = Math.abs(out[i]!);
    if (a > raw) raw = a;
  }
  const drive = raw > 0 ? 1.25 / raw : 1;
  const gain = 0.89 / Math.tanh(1.25);
  const fadeIn = Math.round(0.01 * SAMPLE_RATE);
  const fadeOut = Math.round(1.2 * SAMPLE_RATE);
  for (let i = 0; i < length; i++) {
    let g = gain;
    if (i < fadeIn) g *= i / fadeIn;
    const fromEnd = length - i;
    if (fromEnd < fadeOut) g *= fromEnd / fadeOut;
    out[i] = Math.tanh(out[i]! * drive) * g;
  }
  return { samples: out, seconds: length / SAMPLE_RATE };
}

// ---------------------------------------------------------------- encoding and peaks

/** 16-bit PCM mono WAV (RIFF): what any browser plays and `/api/storage` accepts as audio/wav. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = samples.length * 2;
  const buf = Buffer.alloc(44 + data);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + data, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++) {
    const x = Math.max(-1, Math.min(1, samples[i]!));
    buf.writeInt16LE(Math.round(x * 32767), 44 + i * 2);
  }
  return buf;
}

/**
 * Waveform peaks as the web computes them at upload: `count` buckets, the largest absolute
 * sample of each, normalised so the loudest bucket is 1.
 */
export function waveformPeaks(samples: Float32Array, count = 800): number[] {
  const peaks = new Array<number>(count).fill(0);
  for (let b = 0; b < count; b++) {
    const from = Math.floor((b * samples.length) / count);
    const to = Math.max(from + 1, Math.floor(((b + 1) * samples.length) / count));
    let max = 0;
    for (let i = from; i < to && i < samples.length; i++) {
      const a = Math.abs(samples[i]!);
      if (a > max) max = a;
    }
    peaks[b] = max;
  }
  const top = Math.max(...peaks);
  return top > 0 ? peaks.map((p) => Math.round((p / top) * 1000) / 1000) : peaks;
}
