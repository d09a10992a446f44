import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type WatchTogetherFacts, whyNoWatchTogether } from '../../../machines/private-show';
import type { ApiClient } from '../../api/client';
import { ActionButton } from '../shows/ActionButton';
import { type FreeVideo, popularFreeVideosQuery } from './free-videos';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Watch-together in the viewer's private (spec 2 section 4.9; docs/features.md): the viewer picks
 * one of the site's popular free videos to show beside the stream. It switches itself off when the
 * rules do (the room goes limited, offline, connected or into a versus): "on" is derived, not kept.
 */
export function WatchTogether({ api, facts }: { api: ApiClient; facts: WatchTogetherFacts }) {
  const [wanted, setWanted] = useState(false);
  const [picked, setPicked] = useState<FreeVideo | null>(null);
  const whyNot = whyNoWatchTogether(facts);
  const on = wanted && whyNot === null;
  const videos = useQuery({ ...popularFreeVideosQuery(api), enabled: on });
  return (
    <div
      className="watch-together"
      data-testid="watch-together"
      data-state={on ? (picked ? 'playing' : 'choosing') : 'off'}
    >
      {on ? (
        <button
          type="button"
          onClick={() => {
            setWanted(false);
            setPicked(null);
          }}
        >
          Stop watching together
        </button>
      ) : (
        <ActionButton label="Watch together" whyNot={whyNot} onClick={() => setWanted(true)} />
      )}
      {on && !picked && (
        <ul aria-label="Free videos to watch together">
          {videos.isError && <li role="alert">The free videos could not be loaded.</li>}
          {videos.data?.map((video) => (
            <li key={video.id}>
              <button type="button" onClick={() => setPicked(video)}>
                {video.title} ({minutes(video.duration)})
              </button>
            </li>
          ))}
        </ul>
      )}
      {on && picked && (
        <figure data-testid="watch-together-video">
          <img src={picked.thumbnail_url} alt="" width={160} height={120} />
          <figcaption>
            Watching together: {picked.title}{' '}
            <button type="button" onClick={() => setPicked(null)}>
              Pick another
            </button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
