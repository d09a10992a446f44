import { memo, useMemo } from 'react';
import type { ServerEvent } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import type { RoomFeed } from '../chat/feed';
import { type FeaturesRoom, type FeaturesViewer, featuresRoomSchema } from './feature-facts';
import { TipSplitPanel } from './TipSplitPanel';
import { ToyControl } from './ToyControl';
import { useRoomFeatures } from './use-room-features';
import './features.css';
import { useLiveFlow } from '../use-live-flow';

interface RoomFeaturesProps {
  api: ApiClient;
  room: FeaturesRoom;
  viewer: FeaturesViewer;
  feed?: RoomFeed;
}

/**
 * The room's tip split and toy control, driven by the room's live feed and its re-read answer.
 * `room` is the whole room answer; the panel validates its part and renders nothing when that fails.
 */
export const RoomFeatures = memo(function RoomFeatures({
  room,
  ...props
}: Omit<RoomFeaturesProps, 'room'> & { room: unknown }) {
  const parsed = useMemo(() => featuresRoomSchema.safeParse(room), [room]);
  return parsed.success ? <FeaturePanels room={parsed.data} {...props} /> : null;
});

function FeaturePanels({ api, room, viewer, feed }: RoomFeaturesProps) {
  const features = useRoomFeatures(api, room, viewer);
  useLiveFlow(feed, room, (event) => features.dispatch(event as ServerEvent), features.refresh);
  return (
    <div className="room-features" data-testid="room-features">
      <TipSplitPanel actor={features.tipSplit} />
      <ToyControl actor={features.lovense} />
    </div>
  );
}
