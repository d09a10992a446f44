import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Camera, createCamera } from './camera';

/** One camera for the component's life: released on unmount, its stream read for the preview. */
export function useCamera(): { camera: Camera; stream: MediaStream | null } {
  const [camera] = useState(createCamera);
  useEffect(() => () => camera.release(), [camera]);
  const stream = useSyncExternalStore(camera.subscribe, camera.current);
  return { camera, stream };
}

/** Mobile means a coarse pointer (a touch screen): the front/back flip is offered there. */
export const isCoarsePointer = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
