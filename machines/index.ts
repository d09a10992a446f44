// Every statechart of the app. scripts/statechart-docs.ts documents each machine exported here.
export { modalStackMachine } from './modal-stack';
export { toastsMachine, toastTimerMachine } from './toasts';
