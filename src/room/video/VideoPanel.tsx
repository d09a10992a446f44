import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  connectVideoPanel,
  type StreamAddress,
  type TechFlags,
  videoPanelMachine,
} from '../../../machines/video-panel';
import { inspect } from '../../app/inspect';
import type { RoomStream } from '../../queries/room';
import { detectPlaybackCapabilities } from './capabilities';
import { createPlayerLogic } from './player';
import './video-panel.css';

export interface VideoPanelProps {
  /** The room's stream fields; null while the model is not streaming. */
  stream: RoomStream | null;
  /** Whose video it is, for assistive technology. */
  label: string;
  requestedTech?: 'webrtc' | 'hls';
  flags?: Partial<TechFlags>;
  ageVerificationRequired?: boolean;
  floatingEnabled?: boolean;
}

const toAddress = (stream: RoomStream | null): StreamAddress | null =>
  stream ? { edgeServers: stream.edge_servers, streamName: stream.stream_name, token: stream.token } : null;

/** The room's video. Flow lives in machines/video-panel; this view renders `connectVideoPanel`. */
export function VideoPanel(props: VideoPanelProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [logic] = useState(() =>
    videoPanelMachine().provide({ actors: { player: createPlayerLogic(() => videoRef.current) } }),
  );
  const [capabilities] = useState(detectPlaybackCapabilities);
  const streamKey = props.stream
    ? [props.stream.edge_servers[0], props.stream.stream_name, props.stream.token].join('\n')
    : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything the address holds
  const address = useMemo(() => toAddress(props.stream), [streamKey]);

  const actor = useActorRef(logic, {
    inspect,
    input: {
      stream: address,
      capabilities,
      ...(props.stream?.quality_renditions ? { renditionCount: props.stream.quality_renditions } : {}),
      ...(props.requestedTech ? { requestedTech: props.requestedTech } : {}),
      ...(props.flags ? { flags: props.flags } : {}),
      ageVerificationRequired: props.ageVerificationRequired ?? false,
      floatingEnabled: props.floatingEnabled ?? false,
    },
  });
  const snapshot = useSelector(actor, (current) => current);
  const api = connectVideoPanel(snapshot, actor.send);

  // Server facts and browser facts become events; the statechart decides what they change.
  useEffect(() => actor.send({ type: 'stream.updated', stream: address }), [actor, address]);
  useEffect(() => {
    actor.send({ type: 'settings.floating.changed', enabled: props.floatingEnabled ?? false });
  }, [actor, props.floatingEnabled]);
  useEffect(() => {
    actor.send({ type: 'ageVerification.changed', required: props.ageVerificationRequired ?? false });
  }, [actor, props.ageVerificationRequired]);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry)
        actor.send({ type: entry.isIntersecting ? 'video.viewport.entered' : 'video.viewport.left' });
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [actor]);

  const selected = api.qualityOptions.find((option) => option.selected)?.value ?? 'auto';

  return (
    <section
      ref={panelRef}
      className="video-panel"
      aria-label={`Video of ${props.label}`}
      data-testid="video-panel"
      {...api.rootAttributes}
    >
      <div className="video-panel__frame">
        {/* biome-ignore lint/a11y/useMediaCaption: a live cam stream has no caption track to offer */}
        <video
          ref={videoRef}
          className="video-panel__video"
          data-testid="video"
          playsInline
          controls={api.flags.dvr}
          aria-label={`Live video of ${props.label}`}
        />
        {api.flags.loading && (
          <p className="video-panel__notice" role="status">
            {api.state === 'retrying' ? 'Reconnecting…' : 'Loading video…'}
          </p>
        )}
        {api.state === 'offline' && <p className="video-panel__notice">The stream is offline.</p>}
        {api.state === 'unsupported' && (
          <p className="video-panel__notice">This browser cannot play the video.</p>
        )}
        {api.canRetry && (
          <div className="video-panel__notice" role="alert">
            <p>Video unavailable.</p>
            <button type="button" onClick={api.retry}>
              Try again
            </button>
          </div>
        )}
        {api.flags.playButton && (
          <button type="button" className="video-panel__play" onClick={api.play}>
            Play
          </button>
        )}
        {api.floating && (
          <button type="button" className="video-panel__close" onClick={api.closeFloating}>
            Close floating player
          </button>
        )}
      </div>
      <div className="video-panel__controls">
        <button type="button" onClick={api.toggleMute} aria-pressed={!api.flags.muted}>
          {api.flags.muted ? 'Unmute' : 'Mute'}
        </button>
        <label>
          Quality{' '}
          <select
            value={selected}
            disabled={!api.qualitySwitchEnabled}
            onChange={(event) => api.selectQuality(event.currentTarget.value)}
          >
            {api.qualityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === 'auto' && api.activeRendition
                  ? `Auto (${api.activeRendition})`
                  : option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
