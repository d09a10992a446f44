import type { SnapshotFrom } from 'xstate';
import type { cam2camMachine } from './cam2cam.machine';
import { whyNoCam2cam } from './cam2cam.machine';

export type Cam2camSnapshot = SnapshotFrom<ReturnType<typeof cam2camMachine>>;
export type Cam2camDataState = 'idle' | 'opening' | 'starting' | 'ready' | 'ended';

function dataStateOf(snapshot: Cam2camSnapshot): Cam2camDataState {
  if (snapshot.matches({ sending: 'opening' })) return 'opening';
  if (snapshot.matches({ sending: 'starting' })) return 'starting';
  if (snapshot.matches({ sending: 'ready' })) return 'ready';
  return snapshot.matches('ended') ? 'ended' : 'idle';
}

/** What the cam2cam control renders: its state, the ingest once ready, and why it cannot start. */
export function connectCam2cam(snapshot: Cam2camSnapshot) {
  const sending = snapshot.matches('sending');
  return {
    dataState: dataStateOf(snapshot),
    sending,
    ingest: snapshot.context.ingest,
    notice: snapshot.context.notice,
    whyNotStart: sending ? 'Cam2cam is already on.' : whyNoCam2cam(snapshot.context.facts),
  };
}
