/**
 * Smooth scroll to a section without touching the router's history (a hash change would make the
 * router re-render and restore the scroll). Reduced motion jumps instead.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Keyboard users continue reading from the section they chose.
  target.focus({ preventScroll: true });
}
