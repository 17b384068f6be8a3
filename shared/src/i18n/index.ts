export * from './messages.js';
export * from './format.js';
export * from './codes.js';
