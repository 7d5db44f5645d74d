import { fillCopy } from '../../../content/fill-copy';
import { UPLOAD_COPY } from '../../../content/upload.copy';

const COPY = UPLOAD_COPY;

/** A time left for people: 'about 12 s left' under a minute and a half, then 'about 3 min left'. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return fillCopy(COPY.progressSecondsLeft, { seconds });
  return fillCopy(COPY.progressMinutesLeft, { minutes: Math.round(seconds / 60) });
}
