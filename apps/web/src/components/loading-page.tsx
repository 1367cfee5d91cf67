/**
 * The whole-page spinner while a page or its session check loads. Plain markup on purpose: it is in the
 * entry chunk (root fallback, the guarded routes' pendingComponent), which should not carry the UI kit.
 */
export function LoadingPage() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700" aria-hidden />
      <span className="sr-only">Cargando…</span>
    </div>
  );
}
