// «Anterior · Página n de m · Siguiente» under a paginated list (nothing when it fits in one page).
import { Button } from './button.tsx';

interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  label: string;
}

export function Pager({ page, pages, onPage, label }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="mt-3 flex items-center justify-end gap-2 text-sm" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span>
        Página {page} de {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
