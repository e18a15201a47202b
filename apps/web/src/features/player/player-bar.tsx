/** The persistent bottom player bar (being built): hidden until a track is started. */
export function PlayerBar() {
  return null;
}
