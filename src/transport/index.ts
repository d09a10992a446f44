export * from './connections';
export { createSocketFailureReporter } from './socket-failure-report';
export { createWebSocketTransport, type WebSocketTransportOptions } from './websocket-transport';
