// Every statechart of the app. scripts/statechart-docs.ts documents each machine exported here.
export { chatMachine } from './chat';
export { lobbySocketMachine } from './lobby-socket';
export { modalStackMachine } from './modal-stack';
export { roomMachine } from './room';
export { roomSocketMachine } from './room-socket';
export { socketHeartbeatMachine } from './socket-heartbeat';
export { tipMachine } from './tip';
export { toastsMachine, toastTimerMachine } from './toasts';
export { videoPanelMachine } from './video-panel';
