import { createContext, useContext } from 'react';
import type { Provenance } from './editorModel.js';

export interface ReviewContextValue {
  provenance: Provenance;
  /** A field got focus: the PDF pane shows where its text came from. */
  focus: (path: string) => void;
}

export const ReviewContext = createContext<ReviewContextValue>({ provenance: {}, focus: () => undefined });

export function useReview(): ReviewContextValue {
  return useContext(ReviewContext);
}
