/**
 * R4.05: playing one video or audio pauses all other audio and video on the page. Every player
 * joins this session when it mounts and leaves when it unmounts. Nothing here touches the DOM, so
 * importing it is server-safe; members are only added from effects.
 */

/** A player in the session. */
export interface MediaSessionMember {
  /** Call when this player starts playing: every other member is paused. */
  playing(): void;
  /** Call on unmount. */
  leave(): void;
}

const members = new Set<() => void>();

/** Joins the session with the function that pauses this player. */
export function joinMediaSession(pause: () => void): MediaSessionMember {
  members.add(pause);
  return {
    playing() {
      for (const other of members) if (other !== pause) other();
    },
    leave() {
      members.delete(pause);
    },
  };
}

/** Joins a media element: its own `play` event pauses the others. Returns the leave function. */
export function joinWithElement(element: HTMLMediaElement): () => void {
  const member = joinMediaSession(() => element.pause());
  const onPlay = () => member.playing();
  element.addEventListener('play', onPlay);
  return () => {
    element.removeEventListener('play', onPlay);
    member.leave();
  };
}
