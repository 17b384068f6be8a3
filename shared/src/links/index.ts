export * from './tailoring.js';
export * from './suggest.js';
