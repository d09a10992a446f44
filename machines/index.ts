// Every statechart of the app. scripts/statechart-docs.ts documents each machine exported here.
export { lobbySocketMachine } from './lobby-socket';
export { modalStackMachine } from './modal-stack';
export { roomSocketMachine } from './room-socket';
export { socketHeartbeatMachine } from './socket-heartbeat';
export { toastsMachine, toastTimerMachine } from './toasts';
export { videoPanelMachine } from './video-panel';
export { limitedShowMachine } from './limited-show';
export { lovenseMachine } from './lovense';
export { privateShowMachine } from './private-show';
export { sharecamMachine } from './sharecam';
export { spyMachine } from './spy';
export { tipSplitMachine } from './tip-split';
