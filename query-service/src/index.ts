export { createQueryApp, createQueryRouter, type QueryDeps } from './app';
export { attachSockets, rooms } from './sockets';
export { pollCheckpoints, readYourWrites, type WaitForPosition } from './positions';
