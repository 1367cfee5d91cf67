import { createContext, useContext } from 'react';

import type { PhPublic } from '@horizonte/contracts';

import type { ComplexCapabilities } from '../../../lib/access-policy.ts';
import type { ComplexPortalKind } from './registry.ts';

interface ComplexPortalValue {
  ph: PhPublic;
  kind: ComplexPortalKind;
  capabilities: ComplexCapabilities;
}

export const ComplexPortalContext = createContext<ComplexPortalValue | null>(null);

/** The complex, portal and capabilities of the section on screen (set by the portal's layout). */
export function useComplexPortal(): ComplexPortalValue {
  const value = useContext(ComplexPortalContext);
  if (!value) throw new Error('useComplexPortal fuera del portal del conjunto');
  return value;
}
