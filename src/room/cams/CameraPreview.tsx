import { useCallback } from 'react';

/** The viewer's own camera, muted (no echo) and inline (no fullscreen takeover on phones). */
export function CameraPreview({
  stream,
  label,
  testId,
}: {
  stream: MediaStream;
  label: string;
  testId: string;
}) {
  // A media stream is not an attribute: it is set on the element itself.
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video && video.srcObject !== stream) video.srcObject = stream;
    },
    [stream],
  );
  return (
    <video
      ref={attach}
      className="camera-preview"
      data-testid={testId}
      aria-label={label}
      muted
      playsInline
      autoPlay
    />
  );
}
