// 'Selecciona tu Acceso' (spec section 2): each access with icon, colour and description; from the
// main login a yellow note counts the roles that cannot be used there.
import { ChevronRight } from 'lucide-react';

import type { RoleEntry } from '@horizonte/contracts';

import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { enterableFromMain, roleVisual } from './role-visuals.ts';

interface RoleSelectorDialogProps {
  open: boolean;
  roles: readonly RoleEntry[];
  from: 'main' | 'complex';
  onChoose(entry: RoleEntry): void;
  onCancel(): void;
}

/** The yellow note: how many of the person's roles the main login cannot open, in the right number. */
export function hiddenRolesNote(hidden: number): string {
  return hidden === 1
    ? 'Tienes 1 rol más que no está disponible desde este inicio de sesión. Para usarlo, ingresa desde el portal de tu conjunto o pregúntale a tu administrador.'
    : `Tienes ${hidden} roles más que no están disponibles desde este inicio de sesión. Para usarlos, ingresa desde el portal de tu conjunto o pregúntale a tu administrador.`;
}

export function RoleSelectorDialog({ open, roles, from, onChoose, onCancel }: RoleSelectorDialogProps) {
  const choices = from === 'main' ? roles.filter(enterableFromMain) : roles;
  const hidden = roles.length - choices.length;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Selecciona tu Acceso"
      description="Tienes varios accesos. Elige con cuál quieres entrar."
    >
      <ul className="space-y-2" aria-label="Accesos disponibles">
        {choices.map((entry) => {
          const { title, description, icon: Icon, tone } = roleVisual(entry);
          return (
            <li key={`${entry.rol}-${entry.ph?.id ?? 'global'}`}>
              <button
                type="button"
                onClick={() => onChoose(entry)}
                className="flex w-full items-center gap-3 rounded-xl border border-slate-200 p-3 text-left transition-colors hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:border-blue-500 dark:hover:bg-slate-800"
              >
                <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{description}</span>
                </span>
                <ChevronRight className="h-5 w-5 text-slate-400" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <Alert tone="warning" className="mt-4">
          <span data-testid="hidden-roles-note">{hiddenRolesNote(hidden)}</span>
        </Alert>
      ) : null}
      <Button variant="outline" className="mt-4 w-full" onClick={onCancel}>
        Cancelar
      </Button>
    </Dialog>
  );
}
