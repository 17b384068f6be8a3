import { useEffect } from 'react';

/** Sets the tab title for a screen: "Dashboard · Folio". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Folio` : 'Folio — your resume as a portfolio website';
  }, [title]);
}
