// The forms of a complex's landing (login, pre-registration, invitation), one lazily loaded chunk.
import type { PhPublic } from '@horizonte/contracts';

import { Alert } from '../ui/alert.tsx';
import { ComplexLogin } from './complex-login.tsx';
import { InvitationDialog } from './invitation-dialog.tsx';
import { PreregistroForm } from './preregistro-form.tsx';

export type ComplexPanel = 'login' | 'registro';

interface ComplexAccessProps {
  property: PhPublic;
  panel: ComplexPanel | null;
  invitationToken: string | null;
  /** After accepting an invitation: the login opens with that email and the server's message. */
  accepted: { email: string; message: string } | null;
  /** An email another login handed over (a correct password at the wrong door). */
  handedEmail?: string | undefined;
  onInvitationClosed(accepted: { email: string; message: string } | null): void;
}

export default function ComplexAccess({
  property,
  panel,
  invitationToken,
  accepted,
  handedEmail,
  onInvitationClosed,
}: ComplexAccessProps) {
  const email = accepted?.email ?? handedEmail;
  return (
    <>
      {panel === 'login' ? (
        <div className="space-y-4">
          {accepted ? (
            <Alert tone="success">{accepted.message}</Alert>
          ) : handedEmail ? (
            <Alert tone="info">Tu cuenta ingresa por el portal de {property.nombre}. Escribe tu contraseña para continuar.</Alert>
          ) : null}
          <ComplexLogin key={email ?? ''} property={property} defaultEmail={email} />
        </div>
      ) : panel === 'registro' ? (
        <PreregistroForm property={property} />
      ) : null}
      {invitationToken ? (
        <InvitationDialog
          token={invitationToken}
          onClose={() => onInvitationClosed(null)}
          onAccepted={(email, message) => onInvitationClosed({ email, message })}
        />
      ) : null}
    </>
  );
}
