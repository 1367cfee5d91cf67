// Main login modal: only super users and administrators sign in here (spec section 2).
import { useNavigate } from '@tanstack/react-router';

import type { LoginOutput, PortalRef } from '@horizonte/contracts';

import { homeForUser } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { mainLoginErrorMessage } from './auth-errors.ts';
import { LoginForm } from './login-form.tsx';
import { portalLogin } from './wrong-door.tsx';

interface LoginDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onRegister(): void;
  onForgotPassword(): void;
  /** Several accesses: the role selector takes over. */
  onMultipleRoles(result: LoginOutput): void;
}

export function LoginDialog({ open, onOpenChange, onRegister, onForgotPassword, onMultipleRoles }: LoginDialogProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();

  const onLoggedIn = async (result: LoginOutput) => {
    signIn(result);
    if (result.hasMultipleRoles) {
      onMultipleRoles(result);
      return undefined;
    }
    await navigate({ href: homeForUser(result.data.user) });
    return undefined;
  };
  // Right password, wrong door, one complex: straight to its login with the email filled in.
  const onWrongDoor = (portales: PortalRef[], email: string) => {
    if (portales.length === 1) void navigate(portalLogin(portales[0]!, email));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Iniciar Sesión" description="Ingresa con tu cuenta de Horizonte.">
      <Alert tone="info" className="mb-4">
        Aquí inician sesión solo los super usuarios y los administradores. Si eres propietario, residente u otro rol, ingresa
        desde el portal de tu conjunto o contacta a tu administrador.
      </Alert>
      <LoginForm describeError={mainLoginErrorMessage} onLoggedIn={onLoggedIn} onWrongDoor={onWrongDoor}>
        <div className="flex flex-col items-center gap-2 pt-1 text-sm text-slate-600 dark:text-slate-400">
          <Button variant="link" onClick={onForgotPassword}>
            ¿Olvidaste tu contraseña?
          </Button>
          <p>
            ¿No tienes cuenta?{' '}
            <Button variant="link" onClick={onRegister}>
              Regístrate
            </Button>
          </p>
        </div>
      </LoginForm>
    </Dialog>
  );
}
