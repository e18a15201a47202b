import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audioFileFixture } from '../media/test-fixtures.ts';
import { type PlayerTrack, player, trackFromFile } from './player-store.ts';
import { stubMediaElement } from './test-fixtures.ts';

const queue: PlayerTrack[] = ['a', 'b', 'c'].map((id) =>
  trackFromFile(audioFileFixture({ FileId: id, Name: `Трек ${id}` }), 'Анна Соколова'),
);

const state = () => player.getState();
const currentId = () => state().queue[state().index]?.id;
let media: ReturnType<typeof stubMediaElement>;

function fire(type: string) {
  media.el?.dispatchEvent(new Event(type));
}

/** What a browser does while playing: the clock moves and `timeupdate` says so. */
function playTo(seconds: number) {
  if (!media.el) throw new Error('nothing played yet');
  media.el.currentTime = seconds;
  fire('timeupdate');
}

beforeEach(() => {
  media = stubMediaElement();
});

afterEach(() => {
  player.close();
});

describe('the player store', () => {
  it('turns a file record into a track with the artist given by the page', () => {
    expect(queue[0]).toMatchObject({
      id: 'a',
      title: 'Трек a',
      artist: 'Анна Соколова',
      nickName: 'anna.sol',
      src: 'http://localhost/files/a.mp3',
      duration: 180,
      href: '/media/a',
    });
    expect(trackFromFile(audioFileFixture()).artist).toBe('@anna.sol');
  });

  it('plays a track of a queue, loading first, then playing once the browser says so', () => {
    player.playQueue(queue, 1);
    expect(currentId()).toBe('b');
    expect(state().status).toBe('loading');
    expect(media.el?.getAttribute('src')).toBe('http://localhost/files/b.mp3');
    fire('playing');
    expect(state().status).toBe('playing');
    player.toggle();
    expect(state().status).toBe('paused');
  });

  it('starting another track stops the current one (one player for the whole app)', () => {
    player.playQueue(queue, 0);
    fire('playing');
    player.toggleTrack(queue, 'c');
    expect(currentId()).toBe('c');
    expect(media.el?.getAttribute('src')).toBe('http://localhost/files/c.mp3');
    player.toggleTrack(queue, 'c');
    expect(state().status).toBe('paused');
  });

  it('walks the queue with next and stays on the last track at its end', () => {
    player.playQueue(queue, 1);
    player.next();
    expect(currentId()).toBe('c');
    player.next();
    expect(currentId()).toBe('c');
  });

  it('goes on to the next track when one ends, and stops after the last', () => {
    player.playQueue(queue, 1);
    fire('playing');
    fire('ended');
    expect(currentId()).toBe('c');
    expect(state().status).toBe('loading');
    fire('playing');
    playTo(170);
    fire('ended');
    expect(currentId()).toBe('c');
    expect(state().status).toBe('paused');
    expect(state().position).toBe(0);
  });

  it('previous: back to the start when more than 3 s in, else the previous track', () => {
    player.playQueue(queue, 1);
    fire('playing');
    playTo(42);
    player.previous();
    expect(currentId()).toBe('b');
    expect(state().position).toBe(0);
    playTo(2);
    player.previous();
    expect(currentId()).toBe('a');
    player.previous();
    expect(currentId()).toBe('a');
    expect(state().position).toBe(0);
  });

  it('starts a track at a given point and seeks within the current one, clamped to it', () => {
    player.playQueue(queue, 2, 60);
    expect(currentId()).toBe('c');
    expect(state().position).toBe(60);
    player.seek(500);
    expect(state().position).toBe(180);
    player.seekBy(-300);
    expect(state().position).toBe(0);
  });

  it('shows an error when the file cannot be played, and a retry reloads it where it stopped', () => {
    player.playQueue(queue, 0);
    fire('playing');
    playTo(30);
    fire('error');
    expect(state().status).toBe('error');
    player.play();
    expect(state().status).toBe('loading');
    expect(state().position).toBe(30);
  });

  it('keeps the volume between visits and mutes at zero', () => {
    player.playQueue(queue, 0);
    player.setVolume(0.4);
    expect(state().volume).toBeCloseTo(0.4);
    expect(localStorage.getItem('talanty.player.volume')).toBe('0.4');
    player.setVolume(0);
    expect(state().muted).toBe(true);
    player.toggleMute();
    expect(state()).toMatchObject({ muted: false, volume: 0.4 });
  });

  it('close hides the player', () => {
    player.playQueue(queue, 0);
    player.close();
    expect(state()).toMatchObject({ queue: [], index: -1, status: 'idle' });
  });
});
