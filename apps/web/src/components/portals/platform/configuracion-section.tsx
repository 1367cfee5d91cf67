// Configuración del Sistema (issue 33): the values in force, read from the API (GET
// /plataforma/configuracion), which takes them from the constants the server enforces.
import { useQuery } from '@tanstack/react-query';
import { Lock, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { errorMessage } from '../../../lib/api-errors.ts';
import { plural } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { ErrorState, TableSkeleton } from '../../ui/states.tsx';

export function SystemSettings() {
  const trpc = useTRPC();
  const query = useQuery(trpc.configuracion.get.queryOptions());
  const c = query.data;
  return (
    <>
      <SectionHeader title="Configuración del Sistema" description="Parámetros de seguridad y sesión de la plataforma." />
      {query.isLoading ? (
        <TableSkeleton />
      ) : query.isError || !c ? (
        <ErrorState message={errorMessage(query.error, 'No fue posible cargar la configuración')} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <h3 className="mb-4 flex items-center gap-2 text-lg font-semibold">
              <Settings2 className="h-5 w-5" aria-hidden /> Sesiones
            </h3>
            <dl className="space-y-3 text-sm">
              <Valor label="Tiempo de sesión" testId="session-hours">
                {plural(c.sesiones.inactividadHoras, 'hora', 'horas')} sin actividad
              </Valor>
              <Valor label="Duración máxima de una sesión">{plural(c.sesiones.duracionMaximaDias, 'día', 'días')}</Valor>
              <Valor label="Límite de intentos de inicio de sesión" testId="login-attempts">
                {c.acceso.intentosPorCuentaYDispositivo}
              </Valor>
              <Valor label="Intentos por dirección IP">{c.acceso.intentosPorIp}</Valor>
              <Valor label="Ventana de los intentos">{plural(c.acceso.ventanaMinutos, 'minuto', 'minutos')}</Valor>
            </dl>
          </Card>
          <Card>
            <h3 className="mb-4 flex items-center gap-2 text-lg font-semibold">
              <Lock className="h-5 w-5" aria-hidden /> Contraseñas y correo
            </h3>
            <dl className="space-y-3 text-sm">
              <Valor label="Longitud mínima de contraseña" testId="password-min">
                {plural(c.claves.longitudMinima, 'carácter', 'caracteres')}
              </Valor>
              <Valor label="Longitud máxima de contraseña">{plural(c.claves.longitudMaxima, 'carácter', 'caracteres')}</Valor>
              <Valor label="Verificación de email">{c.correo.verificacionObligatoria ? 'Obligatoria' : 'Opcional'}</Valor>
              <Valor label="Vigencia del enlace de verificación">
                {plural(c.correo.enlaceVerificacionHoras, 'hora', 'horas')}
              </Valor>
              <Valor label="Vigencia del enlace para restablecer la contraseña">
                {plural(c.correo.enlaceRestablecimientoMinutos, 'minuto', 'minutos')}
              </Valor>
            </dl>
          </Card>
        </div>
      )}
    </>
  );
}

function Valor({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
