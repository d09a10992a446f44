/**
 * Starts the shell's two app-wide actors. Loaded on first use (src/app/shell-actors.ts), so xstate
 * and these machines are a chunk of their own, out of the first render's scripts.
 */
import { type ActorOptions, type AnyActorLogic, createActor } from 'xstate';
import { modalStackMachine } from '../../machines/modal-stack';
import { toastsMachine } from '../../machines/toasts';
import { inspect } from './inspect';

export function startShellActors(options: Pick<ActorOptions<AnyActorLogic>, 'clock'> = {}) {
  return {
    modalStack: createActor(modalStackMachine(), { inspect, ...options }).start(),
    toasts: createActor(toastsMachine(), { inspect, ...options }).start(),
  };
}

export type ShellActors = ReturnType<typeof startShellActors>;
