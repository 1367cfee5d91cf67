// Every modal of the main landing, loaded as one chunk (spec section 2). Which one is open lives in
// the landing; the login result waiting for a role choice lives here.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { LoginOutput, RoleEntry } from '@horizonte/contracts';

import ApiProviders from '../../lib/api-providers.tsx';
import { roleDestination } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import type { AuthModalId } from './auth-modal-id.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { hiddenRolesNote, RoleSelectorDialog } from './role-selector-dialog.tsx';
import { enterableFromMain } from './role-visuals.ts';

interface AuthModalsProps {
  modal: AuthModalId | null;
  onModalChange(modal: AuthModalId | null): void;
}

export default function AuthModals({ modal, onModalChange }: AuthModalsProps) {
  const { selectRole, signOut } = useSession();
  const navigate = useNavigate();
  const [roles, setRoles] = useState<RoleEntry[]>([]);
  const toggle = (id: AuthModalId) => (open: boolean) => onModalChange(open ? id : null);
  const openLogin = () => onModalChange('login');

  const choose = (entry: RoleEntry) => {
    selectRole(entry);
    onModalChange(null);
    void navigate({ href: roleDestination(entry, 'main') });
  };
  // Leaving the selector without a choice abandons the login.
  const cancel = () => {
    onModalChange(null);
    void signOut();
  };

  return (
    // This chunk carries the data providers, so the landing itself does not.
    <ApiProviders>
      <LoginDialog
        open={modal === 'login'}
        onOpenChange={toggle('login')}
        onRegister={() => onModalChange('registro')}
        onForgotPassword={() => onModalChange('recuperar')}
        onMultipleRoles={(result: LoginOutput) => {
          // Only one of them opens from here: no choice to make; say what the others need (issue 14).
          const usable = result.roles.filter(enterableFromMain);
          if (usable.length === 1) {
            toast.warning(hiddenRolesNote(result.roles.length - 1), { duration: 10_000 });
            choose(usable[0]!);
            return;
          }
          setRoles(result.roles);
          onModalChange('roles');
        }}
      />
      <RegisterDialog open={modal === 'registro'} onOpenChange={toggle('registro')} onLogin={openLogin} />
      <ForgotPasswordDialog open={modal === 'recuperar'} onOpenChange={toggle('recuperar')} onLogin={openLogin} />
      <ResetPasswordDialog open={modal === 'restablecer'} onOpenChange={toggle('restablecer')} />
      <RoleSelectorDialog open={modal === 'roles'} roles={roles} from="main" onChoose={choose} onCancel={cancel} />
    </ApiProviders>
  );
}
