// Original demo music, synthesised note by note: no samples, no downloads, nobody's recordings.
// A piece is an arrangement of sections (intro, verse, chorus, breakdown, solo, outro), each with
// its own chord progression, played by a band of voices chosen by the genre: drum kits (four on
// the floor, breakbeats, swing ride, clave and congas…), bass lines (walking, tumbao, 808, acid…),
// a comping instrument (distorted power chords, strummed or picked guitar, piano montuno, skank),
// a pad, an arpeggio and a tune (flute, reed, synth or a vowel-singing formant voice).

import { mulberry32 } from './random.ts';

export const SAMPLE_RATE = 22050;

export type Mode = 'major' | 'minor' | 'harmonic' | 'dorian' | 'phrygian' | 'mixolydian';
export type PadSound = 'saw' | 'organ' | 'epiano' | 'strings' | 'accordion' | 'piano' | 'choir' | 'none';
/** When the pad sounds: held through the bar, offbeat stabs, waltz "pah-pah", jazz comping, or tango's marcato. */
export type PadRhythm = 'hold' | 'offbeat' | 'waltz' | 'comp' | 'marcato' | 'skank';
export type BassLine =
  | 'eighths'
  | 'pulse'
  | 'offbeat'
  | 'walking'
  | 'waltz'
  | 'bossa'
  | 'octave'
  | 'long'
  | 'acid'
  | 'rumble'
  | 'sub808'
  | 'tumbao'
  | 'bachata'
  | 'dembow'
  | 'reggae'
  | 'shuffle'
  | 'gallop'
  | 'reese'
  | 'funk'
  | 'none';
export type Drums =
  | 'rock'
  | 'punk'
  | 'metal'
  | 'pop'
  | 'boombap'
  | 'trap'
  | 'house'
  | 'techno'
  | 'trance'
  | 'dnb'
  | 'jazz'
  | 'shuffle'
  | 'bossa'
  | 'salsa'
  | 'bachata'
  | 'dembow'
  | 'reggae'
  | 'disco'
  | 'funk'
  | 'waltz'
  | 'folk'
  | 'tango'
  | 'film'
  | 'none';
export type Arp = 'up16' | 'updown8' | 'alberti' | 'broken' | 'bells' | 'none';
export type Lead = 'flute' | 'square' | 'reed' | 'vox' | 'saw' | 'none';
/** The band's rhythm instrument. */
export type Comp =
  | 'power'
  | 'strum'
  | 'pick'
  | 'montuno'
  | 'requinto'
  | 'rasgueado'
  | 'skank'
  | 'stab'
  | 'none';

export type SectionKind = 'intro' | 'verse' | 'chorus' | 'breakdown' | 'solo' | 'outro';
export type Section = { kind: SectionKind; bars: number; chords: number[] };
/**
 * How sections are lit: `club` (DJ-friendly: drums alone in the intro, a breakdown without kick,
 * a drop), `band` (songs: light intro, verses, choruses with everything), `chamber` (no drums
 * until the chorus, if any).
 */
export type Build = 'club' | 'band' | 'chamber';

export type PieceSpec = {
  /** The genre's name (pieces.ts), for descriptions and tests. */
  genre: string;
  bpm: number;
  /** The tonic as a MIDI note (57 = A3); chords sit around it, the bass two octaves below. */
  tonic: number;
  mode: Mode;
  beats: 3 | 4;
  sevenths: boolean;
  /** Late offbeats: 8ths (jazz, blues) or 16ths (hip-hop), by a share of the step. */
  swing?: { unit: 8 | 16; amount: number };
  build: Build;
  sections: Section[];
  pad: PadSound;
  padRhythm: PadRhythm;
  bass: BassLine;
  drums: Drums;
  comp: Comp;
  arp: Arp;
  lead: Lead;
  seed: number;
};

const SCALES: Record<Mode, number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  harmonic: [0, 2, 3, 5, 7, 8, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
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
  // In minor keys the dominant is major (the raised leading tone), as players make it.
  const minorish = spec.mode === 'minor' || spec.mode === 'harmonic';
  return steps
    .map((s) => {
      let n = degreeNote(spec, degree + s);
      if (minorish && ((degree % 7) + 7) % 7 === 4 && s === 2 && spec.mode === 'minor') n += 1;
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
const onePole = (cutoff: number) => 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);

/** A band-pass biquad (0 dB peak): one formant of the voice. */
type Biquad = {
  b0: number;
  b2: number;
  a1: number;
  a2: number;
  x1: number;
  x2: number;
  y1: number;
  y2: number;
};
function bandpass(freq: number, q: number): Biquad {
  const w = (2 * Math.PI * Math.min(freq, SAMPLE_RATE * 0.45)) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  return {
    b0: alpha / a0,
    b2: -alpha / a0,
    a1: (-2 * Math.cos(w)) / a0,
    a2: (1 - alpha) / a0,
    x1: 0,
    x2: 0,
    y1: 0,
    y2: 0,
  };
}
function biquad(f: Biquad, x: number): number {
  const y = f.b0 * x + f.b2 * f.x2 - f.a1 * f.y1 - f.a2 * f.y2;
  f.x2 = f.x1;
  f.x1 = x;
  f.y2 = f.y1;
  f.y1 = y;
  return y;
}
/** Vowel formants (Hz) and their weights: what turns a buzz into "a", "o", "u", "e". */
const VOWELS: [number, number, number][] = [
  [800, 1150, 2900],
  [450, 800, 2830],
  [350, 600, 2700],
  [500, 1750, 2450],
  [600, 1040, 2250],
];

/** A held chord tone: two detuned oscillators through a one-pole low-pass, with attack and release. */
function padNote(bus: Bus, sound: PadSound, start: number, dur: number, midi: number, vel: number) {
  if (sound === 'none') return;
  if (sound === 'piano') return pianoNote(bus, start, dur, midi, vel * 1.6);
  const f = hz(midi);
  const slow = sound === 'strings' || sound === 'choir';
  const attack = slow ? Math.min(0.35, dur * 0.4) : sound === 'epiano' ? 0.004 : 0.02;
  const release = slow ? 0.4 : sound === 'epiano' ? 0.5 : 0.12;
  const s0 = Math.round(start * SAMPLE_RATE);
  const n = Math.round((dur + release) * SAMPLE_RATE);
  const end = Math.min(bus.dry.length, s0 + n);
  const dt1 = (f * 1.004) / SAMPLE_RATE;
  const dt2 = (f * 0.996) / SAMPLE_RATE;
  const cutoff = sound === 'saw' ? 1900 : slow ? 1500 : 2600;
  const a = onePole(cutoff);
  const wetShare = slow ? 0.45 : 0.25;
  const attackN = attack * SAMPLE_RATE;
  const durN = dur * SAMPLE_RATE;
  const releaseN = release * SAMPLE_RATE;
  // Electric piano: FM with a bright attack (index) that fades into a decaying sine (body).
  let index = 0.26;
  let body = 1;
  const indexDecay = decayPerSample(6);
  const bodyDecay = decayPerSample(1.1);
  // Choir: a soft buzz through "ah" formants.
  const formants = sound === 'choir' ? VOWELS[0]!.map((fr) => bandpass(fr, 6)) : [];
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
      case 'choir': {
        const buzz = 0.5 * (2 * p1 - 1 - blep(p1, dt1) + (2 * p2 - 1 - blep(p2, dt2)));
        x =
          2.2 *
          (biquad(formants[0]!, buzz) + 0.6 * biquad(formants[1]!, buzz) + 0.25 * biquad(formants[2]!, buzz));
        break;
      }
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

/** An acoustic piano tone: five partials, a little stretched, the higher ones dying first; dampers at the end. */
function pianoNote(bus: Bus, start: number, dur: number, midi: number, vel: number) {
  const f = hz(midi);
  const s0 = Math.round(start * SAMPLE_RATE);
  const ring = Math.min(dur + 0.25, 3.5);
  const end = Math.min(bus.dry.length, s0 + Math.round(ring * SAMPLE_RATE));
  const durN = dur * SAMPLE_RATE;
  const damp = decayPerSample(18);
  const amps = [1, 0.45, 0.25, 0.12, 0.06];
  const dts = amps.map((_, h) => (f * (h + 1) * (1 + 0.0004 * h * h)) / SAMPLE_RATE);
  const pitchDecay = 0.6 + midi / 60;
  const decays = amps.map((_, h) => decayPerSample(pitchDecay * (1 + h * 0.9)));
  const env = amps.map((a) => a * vel * 0.22);
  const phases = [0, 0.1, 0.2, 0.3, 0.4];
  const attackN = 0.002 * SAMPLE_RATE;
  let damper = 1;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    let x = 0;
    for (let h = 0; h < 5; h++) {
      x += sin(phases[h]!) * env[h]!;
      env[h]! *= decays[h]!;
      phases[h]! += dts[h]!;
      if (phases[h]! >= 1) phases[h]! -= 1;
    }
    if (k > durN) damper *= damp;
    const out = x * damper * (k < attackN ? k / attackN : 1);
    bus.dry[i]! += out;
    bus.wet[i]! += out * 0.35;
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

/**
 * A synth bass: detuned saws through a resonant low-pass whose cutoff falls from `from` to `to` Hz
 * (the acid line's squelch, or the reese's slow growl).
 */
function sawBass(
  bus: Bus,
  start: number,
  dur: number,
  midi: number,
  vel: number,
  from: number,
  to: number,
  resonance: number,
  detune = 0.003,
) {
  const f = hz(midi);
  const dt1 = (f * (1 + detune)) / SAMPLE_RATE;
  const dt2 = (f * (1 - detune)) / SAMPLE_RATE;
  const s0 = Math.round(start * SAMPLE_RATE);
  const durN = dur * SAMPLE_RATE;
  const releaseN = 0.03 * SAMPLE_RATE;
  const end = Math.min(bus.dry.length, s0 + Math.round(durN + releaseN));
  const fall = decayPerSample(14);
  const q = 1 / resonance;
  let cut = 1;
  let low = 0;
  let band = 0;
  let p1 = 0;
  let p2 = 0.5;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    const x = 0.5 * (2 * p1 - 1 - blep(p1, dt1) + (2 * p2 - 1 - blep(p2, dt2)));
    const fc = to + (from - to) * cut;
    const g = 2 * Math.sin((Math.PI * Math.min(fc, 3000)) / SAMPLE_RATE);
    low += g * band;
    const high = x - low - q * band;
    band += g * high;
    let env = Math.min(1, k / 40);
    if (k > durN) env *= Math.max(0, 1 - (k - durN) / releaseN);
    bus.dry[i]! += Math.tanh(low * 1.5) * env * vel * 0.3;
    cut *= fall;
    p1 += dt1;
    p2 += dt2;
    if (p1 >= 1) p1 -= 1;
    if (p2 >= 1) p2 -= 1;
  }
}

/** The 808: a sine that drops into its note, rings long and is driven into a little grit. */
function sub808(bus: Bus, start: number, dur: number, midi: number, vel: number) {
  const f = hz(midi);
  const s0 = Math.round(start * SAMPLE_RATE);
  const durN = dur * SAMPLE_RATE;
  const releaseN = 0.05 * SAMPLE_RATE;
  const end = Math.min(bus.dry.length, s0 + Math.round(durN + releaseN));
  const decay = decayPerSample(1.4);
  let amp = 1;
  let p = 0;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    const t = k / SAMPLE_RATE;
    p += (f * (1 + 1.2 * Math.exp(-t * 40))) / SAMPLE_RATE;
    let env = amp * Math.min(1, k / 30);
    if (k > durN) env *= Math.max(0, 1 - (k - durN) / releaseN);
    bus.dry[i]! += Math.tanh(2.2 * sin(p)) * env * vel * 0.42;
    amp *= decay;
  }
}

/** A plucked note (arpeggio, bells): quick attack, exponential decay. */
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

/**
 * A plucked string (Karplus-Strong): a burst of noise circulating in a delay line one period long,
 * averaged each pass, so it rings and darkens like a guitar string. `mute` shortens it.
 */
function stringNote(
  bus: Bus,
  rnd: () => number,
  start: number,
  midi: number,
  vel: number,
  ring: number,
  bright = 0.5,
) {
  const period = SAMPLE_RATE / hz(midi);
  const n = Math.max(2, Math.floor(period - 0.5));
  const frac = period - 0.5 - n;
  const c = (1 - frac) / (1 + frac);
  const buf = new Float32Array(n);
  let lp = 0;
  for (let j = 0; j < n; j++) {
    lp += (0.3 + 0.7 * bright) * (rnd() * 2 - 1 - lp);
    buf[j] = lp;
  }
  const s0 = Math.round(start * SAMPLE_RATE);
  const end = Math.min(bus.dry.length, s0 + Math.round(ring * SAMPLE_RATE));
  const fadeN = Math.min(0.08 * SAMPLE_RATE, (end - s0) / 2);
  const loss = 0.996;
  let at = 0;
  let prev = 0;
  let apIn = 0;
  let apOut = 0;
  for (let i = s0; i < end; i++) {
    const cur = buf[at]!;
    const avg = 0.5 * (cur + prev) * loss;
    prev = cur;
    // All-pass fractional delay keeps the string in tune.
    const y = c * avg + apIn - c * apOut;
    apIn = avg;
    apOut = y;
    buf[at] = y;
    at = at + 1 === n ? 0 : at + 1;
    const left = end - i;
    const out = cur * vel * 0.5 * (left < fadeN ? left / fadeN : 1);
    bus.dry[i]! += out;
    bus.wet[i]! += out * 0.3;
  }
}

/** A distorted power chord (root, fifth, octave) through an amp's clipping and a speaker's low-pass. */
function powerChord(bus: Bus, start: number, dur: number, root: number, vel: number, muted: boolean) {
  const notes = [root, root + 7, root + 12];
  const dts = notes.flatMap((m) => [hz(m) * 1.003, hz(m) * 0.997]).map((f) => f / SAMPLE_RATE);
  const ph = dts.map((_, j) => (j * 0.13) % 1);
  const s0 = Math.round(start * SAMPLE_RATE);
  const durN = dur * SAMPLE_RATE;
  const releaseN = (muted ? 0.02 : 0.08) * SAMPLE_RATE;
  const end = Math.min(bus.dry.length, s0 + Math.round(durN + releaseN));
  const a = onePole(muted ? 1100 : 2600);
  const fall = decayPerSample(muted ? 12 : 0.8);
  let amp = 1;
  let lp1 = 0;
  let lp2 = 0;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    let x = 0;
    for (let j = 0; j < 6; j++) {
      const p = ph[j]!;
      x += 2 * p - 1 - blep(p, dts[j]!);
      ph[j] = p + dts[j]! >= 1 ? p + dts[j]! - 1 : p + dts[j]!;
    }
    const driven = Math.tanh(x * 1.6);
    lp1 += a * (driven - lp1);
    lp2 += a * (lp1 - lp2);
    let env = amp * Math.min(1, k / 40);
    if (k > durN) env *= Math.max(0, 1 - (k - durN) / releaseN);
    const out = lp2 * env * vel * 0.22;
    bus.dry[i]! += out;
    bus.wet[i]! += out * 0.15;
    amp = 0.55 + (amp - 0.55) * fall;
  }
}

/**
 * The tune: a soft voice with delayed vibrato (flute), a filtered square or saw (synth), a reed,
 * or a singing voice: a buzz through three vowel formants, with breath and vibrato.
 */
function leadNote(bus: Bus, sound: Lead, start: number, dur: number, midi: number, vel: number, vowel = 0) {
  const f0 = hz(midi);
  const dt = f0 / SAMPLE_RATE;
  const s0 = Math.round(start * SAMPLE_RATE);
  const releaseN = (sound === 'vox' ? 0.12 : 0.08) * SAMPLE_RATE;
  const durN = dur * SAMPLE_RATE;
  const attackN = (sound === 'vox' ? 0.05 : 0.025) * SAMPLE_RATE;
  const vibratoFrom = 0.18 * SAMPLE_RATE;
  const end = Math.min(bus.dry.length, s0 + Math.round(durN + releaseN));
  const a = onePole(sound === 'square' ? 2200 : sound === 'saw' ? 2800 : 3000);
  const wave = sound === 'square' ? SQUARE_LEAD : sound === 'reed' ? REED_LEAD : FLUTE_LEAD;
  const formants =
    sound === 'vox' ? VOWELS[vowel % VOWELS.length]!.map((fr, j) => bandpass(fr, j === 0 ? 5 : 8)) : [];
  const decay = decayPerSample(5);
  let accent = 0.2;
  let p = 0;
  let p2 = 0.3;
  let lp = 0;
  let noise = 0x9e3779b9 ^ s0;
  for (let i = s0; i < end; i++) {
    const k = i - s0;
    let env = Math.min(1, k / attackN) * (0.8 + accent);
    if (k > durN) env *= Math.max(0, 1 - (k - durN) / releaseN);
    const vib = k > vibratoFrom ? 1 + (sound === 'vox' ? 0.009 : 0.004) * sin((k / SAMPLE_RATE) * 5.4) : 1;
    let x: number;
    if (sound === 'vox') {
      noise = (Math.imul(noise, 1664525) + 1013904223) | 0;
      const buzz = 2 * p - 1 - blep(p, dt * vib) + (noise / 2147483648) * 0.12;
      x =
        2.6 *
        (biquad(formants[0]!, buzz) + 0.55 * biquad(formants[1]!, buzz) + 0.2 * biquad(formants[2]!, buzz));
    } else if (sound === 'saw') {
      x = 0.35 * (2 * p - 1 - blep(p, dt) + (2 * p2 - 1 - blep(p2, dt * 1.006)));
    } else x = read(wave, p);
    lp += a * (x - lp);
    const out = (sound === 'vox' ? x : lp) * env * vel * 0.32;
    bus.dry[i]! += out;
    bus.wet[i]! += out * 0.45;
    accent *= decay;
    p += dt * vib;
    p2 += dt * 1.006;
    if (p >= 1) p -= 1;
    if (p2 >= 1) p2 -= 1;
  }
}

// ---------------------------------------------------------------- drums (rendered once, mixed in)

type HitName =
  | 'kick'
  | 'snare'
  | 'clap'
  | 'hat'
  | 'open'
  | 'ride'
  | 'rim'
  | 'shaker'
  | 'boom'
  | 'crash'
  | 'conga'
  | 'congaLow'
  | 'bongo'
  | 'cowbell'
  | 'clave'
  | 'guira'
  | 'tom'
  | 'brush';
type Hits = Record<HitName, Float32Array>;

function renderHits(rnd: () => number, hardKick: boolean): Hits {
  const make = (seconds: number, fn: (t: number, noise: number, white: number) => number) => {
    const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
    let prev = 0;
    for (let i = 0; i < out.length; i++) {
      const white = rnd() * 2 - 1;
      // Differenced noise: the hiss of cymbals without the rumble.
      const bright = white - prev;
      prev = white;
      out[i] = fn(i / SAMPLE_RATE, bright, white);
    }
    return out;
  };
  const drum = (base: number, bend: number, decay: number, noise: number) => {
    let phase = 0;
    return (t: number, n: number) => {
      phase += (base + bend * Math.exp(-t * 40)) / SAMPLE_RATE;
      return (sin(phase) * 0.8 + n * noise) * Math.exp(-t * decay);
    };
  };
  let kickPhase = 0;
  let boomPhase = 0;
  let bell1 = 0;
  let bell2 = 0;
  return {
    kick: make(0.45, (t) => {
      kickPhase += ((hardKick ? 52 : 48) + (hardKick ? 150 : 110) * Math.exp(-t * 32)) / SAMPLE_RATE;
      const x = sin(kickPhase) * Math.exp(-t * (hardKick ? 6 : 7));
      return (hardKick ? Math.tanh(x * 1.8) : x) * 0.95;
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
    conga: make(0.3, drum(330, 60, 14, 0.05)),
    congaLow: make(0.35, drum(220, 40, 11, 0.04)),
    bongo: make(0.15, drum(520, 90, 28, 0.06)),
    cowbell: make(0.3, (t) => {
      bell1 += 560 / SAMPLE_RATE;
      bell2 += 845 / SAMPLE_RATE;
      const sq = Math.tanh(3 * sin(bell1)) + Math.tanh(3 * sin(bell2));
      return sq * 0.16 * Math.exp(-t * 16);
    }),
    clave: make(0.08, (t) => sin(t * 2500) * 0.5 * Math.exp(-t * 45)),
    // The güira: a metal scraper, a quick bright sweep.
    guira: make(0.1, (t, n) => n * 0.2 * Math.sin(Math.min(1, t / 0.1) * Math.PI) ** 0.5 * Math.exp(-t * 12)),
    tom: make(0.5, drum(105, 50, 7, 0.05)),
    brush: make(0.15, (t, _n, w) => w * 0.05 * Math.sin(Math.min(1, t / 0.15) * Math.PI)),
  };
}

function mixHit(bus: Bus, hit: Float32Array, start: number, vel: number, wet = 0.08) {
  const s0 = Math.round(start * SAMPLE_RATE);
  if (s0 < 0) return;
  const end = Math.min(bus.dry.length, s0 + hit.length);
  for (let i = s0; i < end; i++) {
    const x = hit[i - s0]! * vel;
    bus.dry[i]! += x;
    bus.wet[i]! += x * wet;
  }
}

type Step = [hit: HitName, step: number, vel: number];
type Kit = { steps: number; hits: Step[] };

const every = (hit: HitName, steps: number[], vel: number | ((s: number) => number)): Step[] =>
  steps.map((s) => [hit, s, typeof vel === 'number' ? vel : vel(s)]);
const range = (from: number, to: number, by = 1) =>
  Array.from({ length: Math.ceil((to - from) / by) }, (_, i) => from + i * by);

/** One pattern of each kit, in 16th-note steps (12 a bar in 3/4; two-bar patterns for clave music). */
const KITS: Record<Exclude<Drums, 'none'>, Kit> = {
  rock: {
    steps: 16,
    hits: [
      ...every('kick', [0, 8, 10], (s) => (s === 10 ? 0.7 : 1)),
      ...every('snare', [4, 12], 1),
      ...every('hat', range(0, 16, 2), (s) => (s % 4 === 0 ? 1 : 0.7)),
    ],
  },
  punk: {
    steps: 16,
    hits: [
      ...every('kick', [0, 6, 8, 14], 1),
      ...every('snare', [4, 12], 1),
      ...every('hat', range(0, 16, 2), 0.9),
    ],
  },
  metal: {
    steps: 16,
    hits: [
      ...every('kick', range(0, 16), 0.8),
      ...every('snare', [4, 12], 1),
      ...every('ride', [0, 4, 8, 12], 0.7),
    ],
  },
  pop: {
    steps: 16,
    hits: [
      ...every('kick', [0, 7, 8], (s) => (s === 7 ? 0.6 : 1)),
      ...every('clap', [4, 12], 0.9),
      ...every('hat', range(0, 16), (s) => (s % 2 === 0 ? 0.8 : 0.45)),
    ],
  },
  boombap: {
    steps: 16,
    hits: [
      ...every('kick', [0, 7, 10], (s) => (s === 7 ? 0.8 : 1)),
      ...every('snare', [4, 12], 1),
      ...every('hat', range(0, 16, 2), (s) => (s % 4 === 2 ? 0.55 : 0.85)),
    ],
  },
  trap: {
    steps: 16,
    hits: [
      ...every('kick', [0, 3, 10], (s) => (s === 3 ? 0.8 : 1)),
      ['clap', 8, 1],
      ['snare', 8, 0.6],
      ...every('hat', range(0, 16, 2), 0.7),
      // The roll: 32nds, then triplets.
      ...every('hat', [12, 12.5, 13, 13.5], 0.5),
      ...every('hat', [14, 14 + 2 / 3, 14 + 4 / 3], 0.55),
    ],
  },
  house: {
    steps: 16,
    hits: [
      ...every('kick', [0, 4, 8, 12], 1),
      ...every('clap', [4, 12], 0.8),
      ...every('open', [2, 6, 10, 14], 0.8),
      ...every('hat', range(1, 16, 2), 0.35),
    ],
  },
  techno: {
    steps: 16,
    hits: [
      ...every('kick', [0, 4, 8, 12], 1.05),
      ...every('clap', [4, 12], 0.55),
      ...every('open', [2, 6, 10, 14], 0.6),
      ...every('hat', range(0, 16), (s) => (s % 2 === 1 ? 0.5 : 0.3)),
      ...every('rim', [3, 11, 14], 0.45),
    ],
  },
  trance: {
    steps: 16,
    hits: [
      ...every('kick', [0, 4, 8, 12], 1),
      ...every('clap', [4, 12], 0.75),
      ...every('open', [2, 6, 10, 14], 0.85),
      ...every('hat', range(0, 16), 0.3),
    ],
  },
  dnb: {
    steps: 32,
    hits: [
      ...every('kick', [0, 10, 16, 26], 1),
      ...every('snare', [8, 24], 1),
      ...every('snare', [14, 30, 19], 0.35),
      ...every('hat', range(0, 32, 2), (s) => (s % 4 === 2 ? 0.8 : 0.5)),
      ['ride', 0, 0.5],
      ['ride', 16, 0.5],
    ],
  },
  jazz: {
    steps: 16,
    hits: [
      ...every('ride', [0, 4, 6, 8, 12, 14], (s) => (s % 4 === 2 ? 0.6 : 0.9)),
      ...every('hat', [4, 12], 0.6),
      ...every('kick', [0, 4, 8, 12], 0.25),
      ['snare', 14, 0.25],
    ],
  },
  shuffle: {
    steps: 16,
    hits: [
      ...every('kick', [0, 8], 1),
      ...every('snare', [4, 12], 0.9),
      ...every('ride', range(0, 16, 2), 0.65),
    ],
  },
  bossa: {
    steps: 32,
    hits: [
      ...every('rim', [0, 6, 12, 20, 26], 0.8),
      ...every('kick', [0, 6, 8, 14, 16, 22, 24, 30], (s) => (s % 8 === 0 ? 0.7 : 0.5)),
      ...every('shaker', range(0, 32), (s) => (s % 2 === 0 ? 0.9 : 0.55)),
    ],
  },
  // Son clave 2-3, the cowbell on the beat, the congas' tumbao (slaps on 2, open tones on the "and" of 4).
  salsa: {
    steps: 32,
    hits: [
      ...every('clave', [4, 8, 16, 22, 28], 0.9),
      ...every('cowbell', range(0, 32, 4), (s) => (s % 8 === 0 ? 0.9 : 0.6)),
      ...every('conga', [4, 20], 0.7),
      ...every('congaLow', [14, 15, 30, 31], 0.8),
      ...every('conga', [6, 10, 22, 26], 0.45),
      ...every('shaker', range(0, 32, 2), 0.5),
      ...every('kick', [14, 30], 0.45),
    ],
  },
  // Bachata: bongos' martillo in eighths, the güira's long-short scrape, a soft kick on 1 and 3.
  bachata: {
    steps: 16,
    hits: [
      ...every('bongo', range(0, 16, 2), (s) => (s % 4 === 0 ? 0.85 : 0.55)),
      ...every('guira', [0, 3, 4, 6, 7, 8, 11, 12, 14, 15], (s) => (s % 4 === 0 ? 0.9 : 0.55)),
      ...every('kick', [0, 8], 0.55),
      ...every('congaLow', [6, 14], 0.55),
    ],
  },
  dembow: {
    steps: 16,
    hits: [
      ...every('kick', [0, 4, 8, 12], 1),
      ...every('snare', [3, 6, 11, 14], 0.85),
      ...every('hat', range(0, 16, 2), 0.5),
    ],
  },
  // One drop: nothing on one, kick and rim together on three.
  reggae: {
    steps: 16,
    hits: [
      ...every('kick', [8], 1),
      ...every('rim', [8], 0.9),
      ...every('hat', range(0, 16, 2), (s) => (s % 4 === 2 ? 0.7 : 0.45)),
    ],
  },
  disco: {
    steps: 16,
    hits: [
      ...every('kick', [0, 4, 8, 12], 1),
      ...every('snare', [4, 12], 0.9),
      ...every('open', [2, 6, 10, 14], 0.9),
      ...every('hat', [0, 4, 8, 12], 0.5),
    ],
  },
  funk: {
    steps: 16,
    hits: [
      ...every('kick', [0, 3, 10], (s) => (s === 0 ? 1 : 0.75)),
      ...every('snare', [4, 12], 1),
      ...every('snare', [7, 9, 15], 0.25),
      ...every('hat', range(0, 16), (s) => (s % 2 === 0 ? 0.7 : 0.4)),
    ],
  },
  folk: {
    steps: 16,
    hits: [
      ...every('kick', [0, 8], 0.8),
      ...every('rim', [4, 12], 0.7),
      ...every('shaker', range(0, 16, 2), (s) => (s % 4 === 0 ? 1 : 0.7)),
    ],
  },
  waltz: {
    steps: 12,
    hits: [['kick', 0, 0.7], ...every('rim', [4, 8], 0.45), ...every('shaker', [2, 6, 10], 0.5)],
  },
  // Tango's marcato: four even beats, the fourth leaning into the next bar.
  tango: {
    steps: 16,
    hits: [
      ...every('tom', [0, 4, 8, 12], (s) => (s === 0 ? 0.8 : 0.55)),
      ...every('brush', range(0, 16, 2), 0.7),
      ['rim', 14, 0.5],
    ],
  },
  film: { steps: 16, hits: [['boom', 0, 0.9], ...every('tom', [10, 12, 14], 0.35)] },
};
// ---------------------------------------------------------------- reverb

/** A small Schroeder reverb (four damped combs, two all-passes): room for pads and tunes. */
function reverb(input: Float32Array): Float32Array {
  const out = new Float32Array(input.length);
  const c0 = new Float32Array(558);
  const c1 = new Float32Array(594);
  const c2 = new Float32Array(638);
  const c3 = new Float32Array(678);
  const a0 = new Float32Array(278);
  const a1 = new Float32Array(112);
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let j0 = 0;
  let j1 = 0;
  let j2 = 0;
  let j3 = 0;
  let k0 = 0;
  let k1 = 0;
  for (let n = 0; n < input.length; n++) {
    // A whisper of offset keeps the feedback out of denormal numbers, which are slow on x86.
    const x = input[n]! + 1e-12;
    const y0 = c0[j0]!;
    const y1 = c1[j1]!;
    const y2 = c2[j2]!;
    const y3 = c3[j3]!;
    s0 = y0 * 0.7 + s0 * 0.3;
    s1 = y1 * 0.7 + s1 * 0.3;
    s2 = y2 * 0.7 + s2 * 0.3;
    s3 = y3 * 0.7 + s3 * 0.3;
    c0[j0] = x + s0 * 0.8;
    c1[j1] = x + s1 * 0.8;
    c2[j2] = x + s2 * 0.8;
    c3[j3] = x + s3 * 0.8;
    if (++j0 === 558) j0 = 0;
    if (++j1 === 594) j1 = 0;
    if (++j2 === 638) j2 = 0;
    if (++j3 === 678) j3 = 0;
    let y = (y0 + y1 + y2 + y3) * 0.25;
    const b0 = a0[k0]!;
    a0[k0] = y + b0 * 0.5;
    y = b0 - y * 0.5;
    if (++k0 === 278) k0 = 0;
    const b1 = a1[k1]!;
    a1[k1] = y + b1 * 0.5;
    y = b1 - y * 0.5;
    if (++k1 === 112) k1 = 0;
    out[n] = y;
  }
  return out;
}

// ---------------------------------------------------------------- the tunes

type TuneNote = { at: number; len: number; midi: number; vowel: number };

/**
 * A tune over one pass of a progression (in beats): chord tones on strong beats, steps between,
 * in a register (`lift` scale steps above the tonic's octave: choruses sit higher). `dense` is a
 * solo's run of eighths.
 */
function composeTune(
  spec: PieceSpec,
  chords: number[],
  rnd: () => number,
  lift: number,
  dense: boolean,
): TuneNote[] {
  const scale = SCALES[spec.mode];
  const rhythms4 = dense
    ? [
        [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5],
        [0, 0.5, 1, 2, 2.5, 3],
        [0, 1, 1.5, 2, 2.5, 3, 3.5],
      ]
    : [
        [0, 1, 1.5, 2, 3],
        [0, 1.5, 2, 2.5, 3],
        [0, 0.5, 1, 2],
        [0, 2, 2.5, 3, 3.5],
        [0, 1, 2, 3],
        [0, 2],
        [0.5, 1, 1.5, 2.5],
      ];
  const rhythms3 = dense
    ? [[0, 0.5, 1, 1.5, 2, 2.5]]
    : [
        [0, 1, 2],
        [0, 1.5, 2],
        [0, 2],
      ];
  const rhythms = spec.beats === 3 ? rhythms3 : rhythms4;
  // Scale positions from the tonic an octave up, so steps stay in the key.
  const toMidi = (pos: number) => spec.tonic + 12 + scale[((pos % 7) + 7) % 7]! + 12 * Math.floor(pos / 7);
  const notes: TuneNote[] = [];
  let pos = lift + Math.floor(rnd() * 3);
  // Phrases repeat their rhythm in pairs of bars, as sung lines do.
  let rhythm = rhythms[Math.floor(rnd() * rhythms.length)]!;
  chords.forEach((degree, bar) => {
    if (bar % 2 === 0) rhythm = rhythms[Math.floor(rnd() * rhythms.length)]!;
    const last = bar === chords.length - 1;
    const vowel = Math.floor(rnd() * 5);
    const bars = last && !dense ? rhythm.slice(0, 2) : rhythm;
    bars.forEach((beat, k) => {
      const strong = beat % 1 === 0 && (beat % 2 === 0 || spec.beats === 3);
      if (strong) {
        // The nearest chord tone (root, third or fifth).
        let best = pos;
        let dist = 99;
        for (const tone of [0, 2, 4].map((s) => degree + s))
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
      pos = Math.max(lift - 3, Math.min(lift + 8, pos));
      const next = bars[k + 1] ?? spec.beats;
      const len = next - beat;
      notes.push({ at: bar * spec.beats + beat, len: len * (dense ? 0.8 : 0.92), midi: toMidi(pos), vowel });
    });
  });
  // A phrase ends on the tonic or the fifth.
  const end = notes.at(-1);
  if (end && !dense) end.midi = toMidi(rnd() < 0.6 ? 7 : 4);
  return notes;
}

// ---------------------------------------------------------------- sections

/** What plays in a bar, by the piece's build, the section and the bar's place in it. */
type Layers = {
  drums: 'full' | 'light' | 'none';
  bass: boolean;
  pad: boolean;
  comp: boolean;
  arp: boolean;
  lead: boolean;
  /** 0..1: how hard everything plays. */
  energy: number;
};

function layersFor(build: Build, kind: SectionKind, bar: number, bars: number): Layers {
  const secondHalf = bar >= bars / 2;
  const none: Layers = {
    drums: 'none',
    bass: false,
    pad: false,
    comp: false,
    arp: false,
    lead: false,
    energy: 0.8,
  };
  if (build === 'club')
    switch (kind) {
      case 'intro':
        return { ...none, drums: 'full', bass: secondHalf, energy: 0.85 };
      case 'verse':
        return { ...none, drums: 'full', bass: true, pad: true, comp: true, arp: secondHalf, energy: 0.9 };
      case 'breakdown':
        return {
          ...none,
          pad: true,
          arp: true,
          lead: true,
          drums: bar >= bars - 2 ? 'light' : 'none',
          energy: 0.75,
        };
      case 'outro':
        return { ...none, drums: 'full', bass: !secondHalf, comp: !secondHalf, energy: 0.85 };
      default:
        return { drums: 'full', bass: true, pad: true, comp: true, arp: true, lead: true, energy: 1 };
    }
  if (build === 'chamber')
    switch (kind) {
      case 'intro':
        return { ...none, pad: true, arp: secondHalf, energy: 0.7 };
      case 'verse':
        return { ...none, pad: true, arp: true, lead: true, bass: true, comp: true, energy: 0.8 };
      case 'breakdown':
        return { ...none, arp: true, pad: true, energy: 0.65 };
      case 'outro':
        return { ...none, pad: true, arp: !secondHalf, lead: false, energy: 0.7 };
      default:
        return { drums: 'full', bass: true, pad: true, comp: true, arp: true, lead: true, energy: 1 };
    }
  switch (kind) {
    case 'intro':
      return { ...none, drums: 'light', pad: true, comp: true, bass: secondHalf, energy: 0.75 };
    case 'verse':
      return { drums: 'full', bass: true, pad: false, comp: true, arp: false, lead: true, energy: 0.85 };
    case 'breakdown':
      return { ...none, drums: 'light', bass: true, pad: true, lead: true, energy: 0.7 };
    case 'outro':
      return { ...none, drums: 'light', pad: true, comp: true, bass: true, energy: 0.75 };
    default:
      return { drums: 'full', bass: true, pad: true, comp: true, arp: true, lead: true, energy: 1 };
  }
}

// ---------------------------------------------------------------- the piece

export type Rendered = {
  samples: Float32Array;
  seconds: number;
};

/** Seconds a piece lasts: its bars plus the last chord's ring. */
export function pieceSeconds(spec: PieceSpec): number {
  const barSeconds = (60 / spec.bpm) * spec.beats;
  const bars = spec.sections.reduce((n, s) => n + s.bars, 0);
  return bars * barSeconds + barSeconds + 1.5;
}

/** A tanh-shaped soft clip (a rational approximation, several times cheaper), flat at ±1 past ±3. */
function softClip(x: number): number {
  if (x >= 3) return 1;
  if (x <= -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}

/** Renders a piece: mono float samples at SAMPLE_RATE, peak-normalised to -1 dBFS. */
export function renderPiece(spec: PieceSpec): Rendered {
  const rnd = mulberry32(spec.seed);
  const beat = 60 / spec.bpm;
  const step = beat / 4;
  const barSeconds = beat * spec.beats;
  const seconds = pieceSeconds(spec);
  const length = Math.round(seconds * SAMPLE_RATE);
  const bus: Bus = { dry: new Float32Array(length), wet: new Float32Array(length) };
  const club = spec.build === 'club';
  const hits = renderHits(mulberry32(spec.seed ^ 0x5eed), club || spec.drums === 'trap');
  const kit = spec.drums === 'none' ? null : KITS[spec.drums];
  const stepsPerBar = spec.beats * 4;

  // Music repeats itself: a note (voice, pitch, length) is synthesised once per piece and mixed in
  // wherever it sounds, scaled by its velocity (every voice is linear in velocity).
  const notes = new Map<string, { dry: Float32Array; share: number }>();
  const play = (key: string, seconds: number, start: number, vel: number, draw: (b: Bus) => void) => {
    let note = notes.get(key);
    if (!note) {
      const n = Math.ceil(seconds * SAMPLE_RATE) + 2;
      const drawn = { dry: new Float32Array(n), wet: new Float32Array(n) };
      draw(drawn);
      // Every voice sends a fixed share of itself to the reverb: keep the share, not a second copy.
      let loudest = 0;
      for (let i = 1; i < n; i++) if (Math.abs(drawn.dry[i]!) > Math.abs(drawn.dry[loudest]!)) loudest = i;
      const share = drawn.dry[loudest] ? drawn.wet[loudest]! / drawn.dry[loudest]! : 0;
      // Mix only what sounds: tails below -80 dB are cut.
      let last = n - 1;
      while (last > 0 && Math.abs(drawn.dry[last]!) < 1e-4) last--;
      note = { dry: drawn.dry.subarray(0, last + 1), share };
      notes.set(key, note);
    }
    const s0 = Math.round(start * SAMPLE_RATE);
    if (s0 < 0) return;
    const end = Math.min(length, s0 + note.dry.length);
    const { dry } = note;
    const send = vel * note.share;
    const busDry = bus.dry;
    const busWet = bus.wet;
    if (send === 0) for (let i = s0; i < end; i++) busDry[i]! += dry[i - s0]! * vel;
    else
      for (let i = s0; i < end; i++) {
        const x = dry[i - s0]!;
        busDry[i]! += x * vel;
        busWet[i]! += x * send;
      }
  };
  const d3 = (x: number) => x.toFixed(3);
  const padNoteC = (_: Bus, sound: PadSound, start: number, dur: number, midi: number, vel: number) =>
    play(`pad${sound}${midi}:${d3(dur)}`, dur + 0.5, start, vel, (b) => padNote(b, sound, 0, dur, midi, 1));
  const pianoNoteC = (_: Bus, start: number, dur: number, midi: number, vel: number) =>
    play(`pno${midi}:${d3(dur)}`, Math.min(dur + 0.25, 3.5), start, vel, (b) =>
      pianoNote(b, 0, dur, midi, 1),
    );
  const bassNoteC = (_: Bus, start: number, dur: number, midi: number, vel: number, plucked: boolean) =>
    play(`bas${midi}:${d3(dur)}:${plucked}`, dur + 0.05, start, vel, (b) =>
      bassNote(b, 0, dur, midi, 1, plucked),
    );
  const sawBassC = (
    _: Bus,
    start: number,
    dur: number,
    midi: number,
    vel: number,
    from: number,
    to: number,
    res: number,
    detune = 0.003,
  ) =>
    play(`saw${midi}:${d3(dur)}:${from}:${to}:${res}:${detune}`, dur + 0.04, start, vel, (b) =>
      sawBass(b, 0, dur, midi, 1, from, to, res, detune),
    );
  const sub808C = (_: Bus, start: number, dur: number, midi: number, vel: number) =>
    play(`808${midi}:${d3(dur)}`, dur + 0.06, start, vel, (b) => sub808(b, 0, dur, midi, 1));
  const pluckNoteC = (_: Bus, start: number, midi: number, vel: number, bell: boolean) =>
    play(`plk${midi}:${bell}`, 1.6, start, vel, (b) => pluckNote(b, 0, midi, 1, bell));
  const stringNoteC = (
    _: Bus,
    r: () => number,
    start: number,
    midi: number,
    vel: number,
    ring: number,
    bright = 0.5,
  ) =>
    play(`str${midi}:${ring}:${bright}`, ring, start, vel, (b) => stringNote(b, r, 0, midi, 1, ring, bright));
  const powerChordC = (_: Bus, start: number, dur: number, root: number, vel: number, muted: boolean) =>
    play(`pow${root}:${d3(dur)}:${muted}`, dur + 0.09, start, vel, (b) =>
      powerChord(b, 0, dur, root, 1, muted),
    );
  const leadNoteC = (_: Bus, sound: Lead, start: number, dur: number, midi: number, vel: number, vowel = 0) =>
    play(`led${sound}${midi}:${d3(dur)}:${vowel}`, dur + 0.13, start, vel, (b) =>
      leadNote(b, sound, 0, dur, midi, 1, vowel),
    );
  const tunes = new Map<string, TuneNote[]>();
  const tuneFor = (section: Section) => {
    const key = `${section.kind}:${section.chords.join(',')}`;
    let tune = tunes.get(key);
    if (!tune) {
      const lift = section.kind === 'chorus' ? 3 : section.kind === 'solo' ? 2 : 0;
      tune = composeTune(spec, section.chords, rnd, lift, section.kind === 'solo');
      tunes.set(key, tune);
    }
    return tune;
  };

  /** Seconds from the start of the bar for a 16th step, swung when the piece swings. */
  const at = (bar: number, s: number) => {
    let t = bar * barSeconds + s * step;
    const sw = spec.swing;
    if (sw?.unit === 16 && Math.floor(s) % 2 === 1) t += sw.amount * step;
    if (sw?.unit === 8 && Math.floor(s) % 4 === 2) t += sw.amount * 2 * step;
    return t;
  };
  const humanise = () => 0.85 + rnd() * 0.15;
  /** A guitar voicing: the root low, the chord's tones spread above it. */
  const guitarVoicing = (chord: number[], root: number) => [
    root + 12,
    ...chord.map((m) => m),
    chord[0]! + 12,
  ];

  let bar = 0;
  for (const [sectionIndex, section] of spec.sections.entries()) {
    const tune = tuneFor(section);
    for (let b = 0; b < section.bars; b++, bar++) {
      const L = layersFor(spec.build, section.kind, b, section.bars);
      const pass = b % section.chords.length;
      const degree = section.chords[pass]!;
      const next = section.chords[(pass + 1) % section.chords.length]!;
      const chord = chordNotes(spec, degree);
      const root = bassRoot(spec, degree);
      const t0 = bar * barSeconds;
      const e = L.energy;
      const lastBar = b === section.bars - 1;

      // Pad.
      if (L.pad && spec.pad !== 'none') {
        const padVel = (0.2 * e) / Math.sqrt(chord.length);
        const rhythm = section.kind === 'breakdown' || section.kind === 'intro' ? 'hold' : spec.padRhythm;
        const stabs = (steps: number[], len: number, v: number) => {
          for (const s of steps)
            for (const m of chord) padNoteC(bus, spec.pad, at(bar, s), len, m, padVel * v);
        };
        if (rhythm === 'hold') stabs([0], barSeconds * 0.98, 1.4);
        else if (rhythm === 'offbeat') stabs([2, 6, 10, 14], step * 1.5, 1.6);
        else if (rhythm === 'waltz') stabs([4, 8], beat * 0.6, 1.5);
        else if (rhythm === 'marcato') stabs([0, 4, 8, 12], beat * 0.45, 1.5);
        else if (rhythm === 'skank') stabs([4, 12], step * 1.2, 1.7);
        else stabs(rnd() < 0.5 ? [0, 6, 10] : [2, 8, 14], step * 2.5, 1.7 * humanise());
      }

      // The comping instrument.
      if (L.comp && spec.comp !== 'none') {
        const chorusLike = section.kind === 'chorus' || section.kind === 'solo';
        switch (spec.comp) {
          case 'power': {
            const low = inBass(degreeNote(spec, degree)) + 12;
            if (chorusLike) {
              powerChordC(bus, at(bar, 0), beat * 1.9, low, e, false);
              powerChordC(bus, at(bar, 8), beat * 1.9, low, e, false);
            } else
              for (let s = 0; s < stepsPerBar; s += 2)
                powerChordC(bus, at(bar, s), step * 1.4, low, e * 0.8, true);
            break;
          }
          case 'strum':
          case 'rasgueado': {
            const voicing = guitarVoicing(chord, root);
            const pattern =
              spec.comp === 'rasgueado'
                ? [0, 0.66, 1.33, 4, 8, 8.66, 9.33, 12]
                : spec.beats === 3
                  ? [0, 4, 6, 8, 10]
                  : [0, 4, 6, 10, 12, 14];
            for (const s of pattern) {
              const down = Math.floor(s) % 4 === 0;
              const order = down ? voicing : [...voicing].reverse();
              const v = (down ? 0.55 : 0.4) * e * humanise();
              for (const [j, m] of order.entries())
                stringNoteC(bus, rnd, at(bar, s) + j * 0.011, m, v, down ? 1.1 : 0.6, 0.6);
            }
            break;
          }
          case 'pick': {
            const fifth = inBass(degreeNote(spec, degree + 4)) + 12;
            for (let s = 0; s < stepsPerBar; s += 2) {
              const onBeat = s % 4 === 0;
              const m = onBeat
                ? (s / 4) % 2 === 0
                  ? root + 12
                  : fifth
                : chord[(s / 2) % chord.length]! + 12;
              stringNoteC(bus, rnd, at(bar, s), m, (onBeat ? 0.6 : 0.45) * e, 0.9, 0.45);
            }
            break;
          }
          case 'requinto': {
            // Bachata's lead guitar: bright sixteenths up and down the chord, high on the neck.
            const up = [...chord, chord[0]! + 12].map((m) => m + 12);
            const seq = [...up, ...up.slice(1, -1).reverse()];
            for (let s = 0; s < stepsPerBar; s++)
              stringNoteC(
                bus,
                rnd,
                at(bar, s),
                seq[s % seq.length]!,
                (s % 4 === 0 ? 0.5 : 0.35) * e,
                0.5,
                0.8,
              );
            break;
          }
          case 'montuno': {
            // The salsa piano's two-bar montuno: syncopated octaves and chord tones.
            const steps = bar % 2 === 0 ? [0, 3, 6, 8, 11, 14] : [2, 4, 7, 10, 12, 15];
            for (const [j, s] of steps.entries()) {
              const m = chord[j % chord.length]! + 12;
              pianoNoteC(bus, at(bar, s), step * 1.5, m, 0.55 * e);
              pianoNoteC(bus, at(bar, s), step * 1.5, m + 12, 0.35 * e);
            }
            break;
          }
          case 'skank':
            for (const s of spec.drums === 'reggae' ? [4, 12] : [2, 6, 10, 14])
              for (const m of chord) stringNoteC(bus, rnd, at(bar, s), m + 12, 0.3 * e, 0.16, 0.7);
            break;
          case 'stab':
            // A funk guitar's clipped sixteenths.
            for (const s of [0, 3, 6, 10, 11, 14])
              for (const m of chord) stringNoteC(bus, rnd, at(bar, s), m + 12, 0.22 * e, 0.12, 0.9);
            break;
        }
      }

      // Bass.
      if (L.bass && spec.bass !== 'none') {
        const v = 0.9 * e;
        const fifth = inBass(degreeNote(spec, degree + 4));
        const line = L.drums === 'full' || spec.build !== 'band' ? spec.bass : 'long';
        switch (line) {
          case 'eighths':
            for (let s = 0; s < stepsPerBar; s += 2)
              bassNoteC(bus, at(bar, s), step * 1.8, root, v * (s % 8 === 0 ? 1 : 0.8), false);
            break;
          case 'gallop':
            for (let s = 0; s < stepsPerBar; s += 4)
              for (const [o, len] of [
                [0, 1.8],
                [2, 0.9],
                [3, 0.9],
              ] as const)
                bassNoteC(bus, at(bar, s + o), step * len, root, v * (o === 0 ? 1 : 0.75), false);
            break;
          case 'pulse':
            for (let b4 = 0; b4 < spec.beats; b4++)
              bassNoteC(bus, at(bar, b4 * 4), beat * 0.85, root, v, false);
            break;
          case 'offbeat':
            for (const s of [2, 6, 10, 14]) bassNoteC(bus, at(bar, s), step * 1.6, root, v, false);
            break;
          case 'rumble':
            for (let s = 0; s < 16; s++)
              if (s % 4 !== 0) sawBassC(bus, at(bar, s), step * 0.8, root, v * 0.8, 900, 180, 2);
            break;
          case 'acid': {
            const notes = [0, 0, 12, 0, 0, 3, 0, 12, 0, 0, 7, 0, 12, 0, 10, 0];
            for (let s = 0; s < 16; s++) {
              if (s % 4 === 3 && rnd() < 0.4) continue;
              const accent = s % 4 === 0 || notes[s] === 12;
              sawBassC(bus, at(bar, s), step * 0.7, root + notes[s]!, v * 0.75, accent ? 2600 : 1300, 250, 5);
            }
            break;
          }
          case 'reese':
            sawBassC(bus, t0, barSeconds * 0.98, root, v * 0.9, 700, 450, 1.2, 0.008);
            break;
          case 'sub808': {
            const hitsAt = [0, 3, 10];
            for (const [j, s] of hitsAt.entries()) {
              const len = ((hitsAt[j + 1] ?? 16) - s) * step;
              sub808C(bus, at(bar, s), len * 0.95, s === 10 && rnd() < 0.5 ? fifth : root, v);
            }
            break;
          }
          case 'octave':
            for (let s = 0; s < 16; s += 2)
              bassNoteC(bus, at(bar, s), step * 1.5, root + (s % 4 === 2 ? 12 : 0), v * 0.9, false);
            break;
          case 'funk':
            for (const [s, o] of [
              [0, 0],
              [3, 12],
              [6, 0],
              [8, 0],
              [10, 10],
              [11, 12],
              [14, 7],
            ] as const)
              bassNoteC(bus, at(bar, s), step * 1.2, root + o, v * (s === 0 ? 1 : 0.75), true);
            break;
          case 'walking': {
            const target = bassRoot(spec, next);
            const third = inBass(degreeNote(spec, degree + 2));
            const walk = [root, third, fifth, target + (rnd() < 0.5 ? 1 : -1)];
            for (const [b4, m] of walk.entries())
              bassNoteC(bus, at(bar, b4 * 4), beat * 0.9, m, v * humanise(), true);
            break;
          }
          case 'shuffle': {
            // The boogie: root, third, fifth, sixth, the flat seventh and back, in swung eighths.
            const steps = [0, 4, 7, 9, 10, 9, 7, 4];
            for (const [j, o] of steps.entries())
              bassNoteC(bus, at(bar, j * 2), step * 1.7, root + o, v * 0.85, true);
            break;
          }
          case 'waltz':
            bassNoteC(bus, at(bar, 0), beat * 0.8, bar % 2 === 0 ? root : fifth, v, true);
            break;
          case 'bossa':
            bassNoteC(bus, at(bar, 0), step * 5.5, root, v, true);
            bassNoteC(bus, at(bar, 6), step * 1.8, fifth, v * 0.85, true);
            bassNoteC(bus, at(bar, 8), step * 5.5, fifth, v * 0.9, true);
            bassNoteC(bus, at(bar, 14), step * 1.8, root, v * 0.85, true);
            break;
          case 'tumbao': {
            // Anticipated: the "and" of two and beat four carry the next chord; the downbeat is left empty.
            const nextRoot = bassRoot(spec, next);
            bassNoteC(bus, at(bar, 6), step * 5.5, root, v, true);
            bassNoteC(bus, at(bar, 12), step * 4, nextRoot, v * 0.95, true);
            break;
          }
          case 'bachata':
            bassNoteC(bus, at(bar, 0), step * 2.5, root, v, true);
            bassNoteC(bus, at(bar, 6), step * 1.8, fifth, v * 0.8, true);
            bassNoteC(bus, at(bar, 8), step * 2.5, root + 12 > 47 ? root : root + 12, v * 0.9, true);
            bassNoteC(bus, at(bar, 14), step * 1.8, fifth, v * 0.75, true);
            break;
          case 'dembow':
            for (const s of [0, 3, 8, 11]) sub808C(bus, at(bar, s), step * 2.6, root, v * 0.8);
            break;
          case 'reggae':
            bassNoteC(bus, at(bar, 0), step * 3, root, v, false);
            bassNoteC(bus, at(bar, 6), step * 1.5, root + 12 > 47 ? root : root + 12, v * 0.7, false);
            bassNoteC(bus, at(bar, 8), step * 3, fifth, v * 0.9, false);
            bassNoteC(bus, at(bar, 12), step * 2, root, v * 0.8, false);
            break;
          default:
            bassNoteC(bus, t0, barSeconds * 0.95, root, v * 0.8, false);
        }
      }

      // Drums.
      if (kit && L.drums !== 'none') {
        const offset = kit.steps > stepsPerBar ? (bar % 2) * stepsPerBar : 0;
        for (const [hit, s, vel] of kit.hits) {
          const local = s - offset;
          if (local < 0 || local >= stepsPerBar) continue;
          if (
            L.drums === 'light' &&
            !['hat', 'shaker', 'ride', 'rim', 'guira', 'brush', 'clave', 'cowbell', 'boom'].includes(hit)
          )
            continue;
          mixHit(bus, hits[hit], at(bar, local), vel * humanise() * 0.8 * (0.7 + 0.3 * e));
        }
        // A fill into the next section.
        if (lastBar && L.drums === 'full' && sectionIndex < spec.sections.length - 1) {
          if (['rock', 'pop', 'disco', 'boombap', 'punk', 'metal', 'funk', 'shuffle'].includes(spec.drums))
            for (const s of [12, 13, 14, 15]) mixHit(bus, hits.snare, at(bar, s), 0.4 + (s - 12) * 0.12);
          else if (['salsa', 'bachata', 'bossa'].includes(spec.drums))
            for (const s of [12, 13, 14]) mixHit(bus, hits.conga, at(bar, s), 0.5);
        }
        if (b === 0 && section.kind !== 'intro' && L.drums === 'full' && spec.drums !== 'film')
          mixHit(bus, hits.crash, t0, 0.8, 0.2);
      }
      // Club breakdowns build up: a snare roll over their last two bars.
      if (club && section.kind === 'breakdown' && b >= section.bars - 2) {
        const from = b === section.bars - 1 ? 8 : 0;
        for (let s = 0; s < 16; s += b === section.bars - 1 ? 1 : 2)
          mixHit(bus, hits.snare, at(bar, s), 0.25 + 0.4 * ((from + s) / 32));
      }

      // Arpeggio.
      if (L.arp && spec.arp !== 'none') {
        const up = [...chord, chord[0]! + 12].map((m) => m + 12);
        const vel = 0.85 * e;
        if (spec.arp === 'up16')
          for (let s = 0; s < stepsPerBar; s++)
            pluckNoteC(bus, at(bar, s), up[s % up.length]!, vel * (s % 4 === 0 ? 1 : 0.7), false);
        else if (spec.arp === 'updown8') {
          const seq = [...up, ...up.slice(1, -1).reverse()];
          for (let s = 0; s < stepsPerBar; s += 2)
            pluckNoteC(bus, at(bar, s), seq[(s / 2) % seq.length]!, vel, false);
        } else if (spec.arp === 'alberti') {
          const [lo, mid, hi] = [chord[0]!, chord[1]!, chord[2]!];
          const seq = [lo, hi, mid, hi];
          for (let s = 0; s < stepsPerBar; s += 2)
            pianoNoteC(bus, at(bar, s), step * 2.2, seq[(s / 2) % 4]!, vel * 0.8);
        } else if (spec.arp === 'broken') {
          const seq = [chord[0]! - 12, chord[2]! - 12, chord[0]!, chord[1]!];
          for (let s = 0; s < stepsPerBar; s += 2)
            pianoNoteC(bus, at(bar, s), step * 3, seq[(s / 2) % 4]!, vel * 0.75);
        } else {
          const count = 2 + Math.floor(rnd() * 2);
          for (let k = 0; k < count; k++)
            pluckNoteC(
              bus,
              t0 + Math.floor(rnd() * spec.beats * 2) * (beat / 2),
              up[Math.floor(rnd() * up.length)]! + 12,
              0.7,
              true,
            );
        }
      }

      // The tune, one pass of the section's progression long, repeated.
      if (L.lead && spec.lead !== 'none') {
        const inPass = b % section.chords.length;
        for (const note of tune) {
          if (Math.floor(note.at / spec.beats) !== inPass) continue;
          const start = t0 + (note.at - inPass * spec.beats) * beat;
          const soft = section.kind === 'breakdown' ? 0.75 : 1;
          leadNoteC(bus, spec.lead, start, note.len * beat, note.midi, soft, note.vowel);
        }
      }
    }
  }

  // Ending: the tonic chord rings out over a last low note and a cymbal.
  const endAt = bar * barSeconds;
  const tonicChord = chordNotes(spec, 0);
  const endPad = spec.pad === 'none' || spec.pad === 'epiano' || spec.pad === 'piano' ? 'strings' : spec.pad;
  for (const m of tonicChord)
    padNoteC(bus, endPad, endAt, barSeconds, m, 0.22 / Math.sqrt(tonicChord.length));
  if (spec.bass !== 'none') bassNoteC(bus, endAt, barSeconds * 0.8, bassRoot(spec, 0), 0.8, true);
  if (kit) {
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
  // The level is set by the 99.9th percentile, not the single loudest sample (a kick's click):
  // the few samples above it are rounded off by the soft clip.
  const bins = new Uint32Array(1024);
  for (let i = 0; i < length; i++)
    bins[Math.min(1023, Math.floor((Math.abs(out[i]!) / (raw || 1)) * 1024))]!++;
  let above = 0;
  let bin = 1023;
  while (bin > 0 && above + bins[bin]! < length * 0.001) above += bins[bin--]!;
  const level = ((bin + 1) / 1024) * raw;
  const drive = level > 0 ? 1.25 / level : 1;
  const gain = 0.89 / softClip(raw * drive);
  const fadeIn = Math.round(0.01 * SAMPLE_RATE);
  const fadeOut = Math.round(1.2 * SAMPLE_RATE);
  for (let i = 0; i < length; i++) {
    let g = gain;
    if (i < fadeIn) g *= i / fadeIn;
    const fromEnd = length - i;
    if (fromEnd < fadeOut) g *= fromEnd / fadeOut;
    out[i] = softClip(out[i]! * drive) * g;
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
  // RIFF is little-endian, like every machine Node runs on; a view writes the samples in one pass.
  const pcm = new Int16Array(buf.buffer, buf.byteOffset + 44, samples.length);
  for (let i = 0; i < samples.length; i++) {
    const x = Math.max(-1, Math.min(1, samples[i]!));
    pcm[i] = Math.round(x * 32767);
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
