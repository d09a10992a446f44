import type { SnapshotFrom } from 'xstate';
import { type sharecamMachine, whyNoSharecam } from './sharecam.machine';

export type SharecamSnapshot = SnapshotFrom<ReturnType<typeof sharecamMachine>>;
export type SharecamDataState = 'idle' | 'opening' | 'requesting' | 'waiting' | 'sharing';

/** What the ShareCam control renders: its state, whether a flip is offered, and why it cannot start. */
export function connectSharecam(snapshot: SharecamSnapshot) {
  const { context } = snapshot;
  const dataState = (snapshot.matches('sharing') ? 'sharing' : snapshot.value) as SharecamDataState;
  return {
    dataState,
    /** The camera is (being) opened: the preview has something to show. */
    cameraOn: dataState !== 'idle',
    canStop: dataState === 'waiting' || dataState === 'sharing',
    canFlip: context.facts.isMobile && snapshot.matches({ sharing: 'live' }),
    facing: context.facing,
    notice: context.notice,
    whyNotRequest: dataState === 'idle' ? whyNoSharecam(context.facts) : 'ShareCam is already on.',
  };
}
