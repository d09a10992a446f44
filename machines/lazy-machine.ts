/**
 * A statechart built on first use. `createMachine` formats every state's transitions: built as its
 * module loads, each machine added to one long evaluation task (most of the room chunk's). Built by
 * the render that first needs it, the work falls in React's short, time-sliced tasks instead.
 */
export function lazyMachine<Machine>(build: () => Machine): () => Machine {
  let machine: Machine | undefined;
  return () => {
    machine ??= build();
    return machine;
  };
}
