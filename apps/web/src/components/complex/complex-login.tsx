// A complex's own login (spec section 4): super user → /super/dashboard; several roles here → the
// role selector; one role here → its portal; otherwise 'No tienes acceso a esta propiedad'.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { MSG, type LoginOutput, type PhPublic, type RoleEntry } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { roleDestination } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';
import { LoginForm } from '../auth/login-form.tsx';
import { RoleSelectorDialog } from '../auth/role-selector-dialog.tsx';

export function ComplexLogin({ property, defaultEmail }: { property: PhPublic; defaultEmail?: string }) {
  const { signIn, signOut, selectRole } = useSession();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<RoleEntry[] | null>(null);

  const enter = (entry: RoleEntry) => {
    selectRole(entry);
    setChoices(null);
    void navigate({ href: roleDestination(entry, 'complex') });
  };

  const onLoggedIn = async (result: LoginOutput) => {
    signIn(result);
    if (result.isSuperUser) {
      await navigate({ href: '/super/dashboard' });
      return undefined;
    }
    const here = result.roles.filter((entry) => !entry.isSuperUser && entry.ph?.identificador === property.identificador);
    if (here.length === 0) {
      await signOut();
      return MSG.noAccessToProperty;
    }
    if (here.length > 1) {
      setChoices(here);
      return undefined;
    }
    enter(here[0]!);
    return undefined;
  };

  return (
    <>
      <LoginForm
        identificador={property.identificador}
        describeError={(error) => errorMessage(error, MSG.complexLoginError)}
        onLoggedIn={onLoggedIn}
        defaultEmail={defaultEmail}
        submitLabel="Ingresar a mi portal"
      />
      <RoleSelectorDialog
        open={choices !== null}
        roles={choices ?? []}
        from="complex"
        onChoose={enter}
        onCancel={() => {
          setChoices(null);
          void signOut();
        }}
      />
    </>
  );
}
