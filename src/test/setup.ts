// Shared setup for DOM unit tests (happy-dom).
export {};
