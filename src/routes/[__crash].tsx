import { createFileRoute } from '@tanstack/react-router';

/**
 * /__crash throws while rendering, on purpose: it proves end to end, in the built app, that a crash
 * reaches the crash screen and is reported (POST /log/react-error). It renders nothing else.
 */
export const Route = createFileRoute('/__crash')({ component: Crash });

function Crash(): never {
  throw new Error('Deliberate crash from /__crash');
}
