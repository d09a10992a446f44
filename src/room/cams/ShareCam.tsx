import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { connectSharecam, type SharecamFacts, sharecamMachine } from '../../../machines/sharecam';
import type { ClientEvent } from '../../../protocol';
import { useLatest } from '../../app/use-latest';
import type { RoomFeed } from '../chat/feed';
import { sendIfHandled } from '../chat/feed';
import { ActionButton } from '../shows/ActionButton';
import { useLiveFlow } from '../use-live-flow';
import { CameraPreview } from './CameraPreview';
import { useCamera } from './use-camera';

/**
 * ShareCam: the viewer's camera, asked of the model (spec 2 section 4.6). The machine decides; this
 * binds its camera, the request and end frames and the toast, and shows the preview.
 */
export function ShareCam({
  facts,
  username,
  feed,
  sendToRoom,
  announce,
}: {
  facts: SharecamFacts;
  username: string;
  feed?: RoomFeed;
  sendToRoom: (event: ClientEvent) => boolean;
  announce: (notice: string) => void;
}) {
  const { camera, stream } = useCamera();
  // provide() builds the machine again: once a mount, not each render; the implementations read the
  // props they call through `latest`, so they never call the first render's.
  const latest = useLatest({ sendToRoom, username, announce });
  const [sharecamLogic] = useState(() =>
    sharecamMachine().provide({
      actors: {
        openCamera: fromPromise(({ input }) => camera.open(input)),
        requestSharecam: fromPromise(async ({ input }) => {
          if (
            !latest.current.sendToRoom({
              type: 'v3.sharecam.request',
              payload: { broadcaster: input.model, username: latest.current.username },
            })
          )
            throw new Error('The room socket is away');
        }),
      },
      actions: {
        releaseCamera: () => camera.release(),
        endSharecam: ({ context }) =>
          void latest.current.sendToRoom({
            type: 'v3.sharecam.end',
            payload: { broadcaster: context.facts.model, username: latest.current.username },
          }),
        announce: ({ context }) => context.notice && latest.current.announce(context.notice),
      },
    }),
  );
  const actor = useActorRef(sharecamLogic, { input: facts });
  // A refetched room answer (status, private, settings) is news for the flow.
  useLiveFlow(
    feed,
    facts,
    (event) => sendIfHandled(actor, event),
    (next) => actor.send({ type: 'room.updated', facts: next }),
  );
  const view = useSelector(actor, connectSharecam);
  return (
    <div className="sharecam" data-testid="sharecam" data-state={view.dataState} data-facing={view.facing}>
      {view.canStop ? (
        <button type="button" onClick={() => actor.send({ type: 'sharecam.stop' })}>
          Stop ShareCam
        </button>
      ) : (
        <ActionButton
          label="ShareCam"
          whyNot={view.whyNotRequest}
          onClick={() => actor.send({ type: 'sharecam.request' })}
        />
      )}
      {view.canFlip && (
        <button type="button" onClick={() => actor.send({ type: 'sharecam.flip' })}>
          Flip camera
        </button>
      )}
      {view.dataState === 'waiting' && <p role="status">Waiting for {facts.model} to accept…</p>}
      {view.dataState === 'sharing' && <p role="status">{facts.model} sees your camera.</p>}
      {view.cameraOn && stream && (
        <CameraPreview stream={stream} label="Your camera" testId="sharecam-preview" />
      )}
    </div>
  );
}
