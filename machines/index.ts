// Every statechart of the app. scripts/statechart-docs.ts documents each machine exported here.
export { cam2camMachine } from './cam2cam';
export { chatMachine } from './chat';
export { limitedShowMachine } from './limited-show';
export { lobbySocketMachine } from './lobby-socket';
export { lovenseMachine } from './lovense';
export { modalStackMachine } from './modal-stack';
export { privateShowMachine } from './private-show';
export { roomMachine } from './room';
export { roomSocketMachine } from './room-socket';
export { sharecamMachine } from './sharecam';
export { socketHeartbeatMachine } from './socket-heartbeat';
export { spyMachine } from './spy';
export { tipMachine } from './tip';
export { tipSplitMachine } from './tip-split';
export { toastsMachine, toastTimerMachine } from './toasts';
export { videoPanelMachine } from './video-panel';
