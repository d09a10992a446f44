import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type Cam2camFacts, cam2camMachine, connectCam2cam } from '../../../machines/cam2cam';
import type { ClientEvent } from '../../../protocol';
import { useLatest } from '../../app/use-latest';
import type { RoomFeed } from '../chat/feed';
import { sendIfHandled } from '../chat/feed';
import { ActionButton } from '../shows/ActionButton';
import { useLiveFlow } from '../use-live-flow';
import { CameraPreview } from './CameraPreview';
import { useCamera } from './use-camera';

/** Cam2cam in the viewer's own private: their camera goes to the ingest the server names. */
export function Cam2cam({
  facts,
  feed,
  sendToRoom,
  announce,
}: {
  facts: Cam2camFacts;
  feed?: RoomFeed;
  sendToRoom: (event: ClientEvent) => boolean;
  announce: (notice: string) => void;
}) {
  const { camera, stream } = useCamera();
  // provide() builds the machine again: once a mount, not each render; the implementations read the
  // props they call through `latest`, so they never call the first render's.
  const latest = useLatest({ sendToRoom, announce });
  const [cam2camLogic] = useState(() =>
    cam2camMachine().provide({
      actors: {
        openCamera: fromPromise(({ input }) => camera.open(input)),
        startCam2cam: fromPromise(async ({ input }) => {
          if (!latest.current.sendToRoom({ type: 'v3.cam2cam.start', payload: { broadcaster: input.model } }))
            throw new Error('The room socket is away');
        }),
      },
      actions: {
        releaseCamera: () => camera.release(),
        endCam2cam: ({ context }) =>
          void latest.current.sendToRoom({
            type: 'v3.cam2cam.end',
            payload: { broadcaster: context.facts.model },
          }),
        announce: ({ context }) => context.notice && latest.current.announce(context.notice),
      },
    }),
  );
  const actor = useActorRef(cam2camLogic, { input: facts });
  useLiveFlow(
    feed,
    facts,
    (event) => sendIfHandled(actor, event),
    (next) => actor.send({ type: 'room.updated', facts: next }),
  );
  const view = useSelector(actor, connectCam2cam);
  return (
    <div className="cam2cam" data-testid="cam2cam" data-state={view.dataState}>
      {view.sending ? (
        <button type="button" onClick={() => actor.send({ type: 'cam2cam.stop' })}>
          Stop cam2cam
        </button>
      ) : (
        <ActionButton
          label="Cam2cam"
          whyNot={view.whyNotStart}
          onClick={() => actor.send({ type: 'cam2cam.start' })}
        />
      )}
      {view.ingest && (
        <p role="status" data-testid="cam2cam-ingest">
          Your camera goes to {view.ingest.server}.
        </p>
      )}
      {view.sending && stream && (
        <CameraPreview stream={stream} label="Your cam2cam camera" testId="cam2cam-preview" />
      )}
    </div>
  );
}
