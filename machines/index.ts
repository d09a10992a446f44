// Every statechart of the app. scripts/statechart-docs.ts documents each machine exported here.
export { toastsMachine, toastTimerMachine } from './toasts';
export { videoPanelMachine } from './video-panel';
