export type { LocalPortfolioRecord } from '../../db/index.js';
export type { PublishState } from '../../sync/index.js';
