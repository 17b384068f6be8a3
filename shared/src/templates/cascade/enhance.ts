import type { Enhancer } from '../common/enhance.js';
import { enhanceContact } from '../common/enhanceContact.js';

/** Cascade needs no script beyond the contact form: the summary collapse is native <details>. */
export const enhanceCascade: Enhancer = enhanceContact;
