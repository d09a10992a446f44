import { memo } from 'react';
import type { ServerEvent } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import type { RoomFeed } from '../chat/feed';
import type { FeaturesRoom, FeaturesViewer } from './feature-facts';
import { TipSplitPanel } from './TipSplitPanel';
import { ToyControl } from './ToyControl';
import { useRoomFeatures } from './use-room-features';
import './features.css';
import { useLiveFlow } from '../use-live-flow';

/** The room's tip split and toy control, driven by the room's live feed and its re-read answer. */
export const RoomFeatures = memo(function RoomFeatures({
  api,
  room,
  viewer,
  feed,
}: {
  api: ApiClient;
  room: FeaturesRoom;
  viewer: FeaturesViewer;
  feed?: RoomFeed;
}) {
  const features = useRoomFeatures(api, room, viewer);
  useLiveFlow(feed, room, (event) => features.dispatch(event as ServerEvent), features.refresh);
  return (
    <div className="room-features" data-testid="room-features">
      <TipSplitPanel actor={features.tipSplit} />
      <ToyControl actor={features.lovense} />
    </div>
  );
});
