import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * /__crash throws while rendering, on purpose: it proves end to end, in the built app, that a crash
 * reaches the crash screen and is reported (POST /log/react-error). Only where the simulator plays the
 * backend (demos, tests); against a real backend it is an ordinary 404.
 */
export const Route = createFileRoute('/__crash')({
  beforeLoad: ({ context }) => {
    if (context.backend.kind === 'real') throw notFound();
  },
  component: Crash,
});

function Crash(): never {
  throw new Error('Deliberate crash from /__crash');
}
