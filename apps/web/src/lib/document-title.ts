// The browser tab's title per page, «Tesorería · Altos del Río · Horizonte», so a person with several
// tabs (or a screen reader announcing the page) knows where each one is.
import { useEffect } from 'react';

import { PRODUCT_NAME } from '@horizonte/contracts';

/** The title index.html gives the public landing; a page that leaves puts it back. */
const DEFAULT_TITLE = typeof document === 'undefined' ? PRODUCT_NAME : document.title;

/** Sets the title from the most specific part to the least (empty parts are skipped), ending in the product's name. */
export function useDocumentTitle(...parts: (string | undefined)[]): void {
  const title = [...parts.filter((part) => part), PRODUCT_NAME].join(' · ');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
