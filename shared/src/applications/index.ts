export * from './model.js';
export * from './csv.js';
